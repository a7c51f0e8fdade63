import type { DB } from '../db/schema.ts';

export interface VitalSummary {
  metric: string;
  reports: number;
  /** Mean value (ms; CLS unitless). */
  mean: number;
  /** Shares of reports rated good / needs-improvement / poor, 0..1. */
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface RumSummary {
  from: string;
  to: string;
  vitals: VitalSummary[];
  /** Per day and page pattern: each vital's mean and share rated good, newest day first. */
  pages: PageDay[];
  /** The most frequent unhandled errors (scrubbed messages) by page. */
  errors: { page: string; message: string; reports: number }[];
}

export interface PageDay {
  day: string;
  page: string;
  /** Unhandled errors reported on this page that day. */
  errors: number;
  vitals: { metric: string; reports: number; mean: number; good: number }[];
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const PAGE_DAYS = 60;

/** Rows of (day, page) with their vitals and error count, at most PAGE_DAYS of them. */
async function pageDays(db: DB, from: string, to: string): Promise<PageDay[]> {
  const rows = await db
    .selectFrom('rum_daily')
    .select((eb) => [
      'day',
      'page',
      'metric',
      eb.fn.sum<number>('reports').as('reports'),
      eb.fn.sum<number>('total').as('total'),
      eb.fn.sum<number>('good').as('good'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['day', 'page', 'metric'])
    .orderBy('day', 'desc')
    .orderBy('page')
    .orderBy('metric')
    .execute();
  const byKey = new Map<string, PageDay>();
  for (const r of rows) {
    const key = `${r.day} ${r.page}`;
    let row = byKey.get(key);
    if (!row) {
      if (byKey.size >= PAGE_DAYS) break;
      row = { day: r.day, page: r.page, errors: 0, vitals: [] };
      byKey.set(key, row);
    }
    const reports = Number(r.reports);
    if (r.metric === 'error') row.errors = reports;
    else
      row.vitals.push({
        metric: r.metric,
        reports,
        mean: round3(Number(r.total) / (reports || 1)),
        good: Number(r.good) / (reports || 1),
      });
  }
  return [...byKey.values()];
}

/**
 * Real-user speed and errors between two days (inclusive, YYYY-MM-DD in the provider's zone),
 * for the operator console's overview.
 */
export async function rumSummary(db: DB, from: string, to: string): Promise<RumSummary> {
  const rows = await db
    .selectFrom('rum_daily')
    .select((eb) => [
      'metric',
      eb.fn.sum<number>('reports').as('reports'),
      eb.fn.sum<number>('total').as('total'),
      eb.fn.sum<number>('good').as('good'),
      eb.fn.sum<number>('needs_improvement').as('ni'),
      eb.fn.sum<number>('poor').as('poor'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('metric', '!=', 'error')
    .groupBy('metric')
    .orderBy('metric')
    .execute();
  const vitals = rows.map((r) => {
    const n = Number(r.reports) || 1;
    return {
      metric: r.metric,
      reports: Number(r.reports),
      mean: round3(Number(r.total) / n),
      good: Number(r.good) / n,
      needsImprovement: Number(r.ni) / n,
      poor: Number(r.poor) / n,
    };
  });
  const errors = await db
    .selectFrom('rum_daily')
    .select((eb) => ['page', 'detail', eb.fn.sum<number>('reports').as('reports')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('metric', '=', 'error')
    .groupBy(['page', 'detail'])
    .orderBy('reports', 'desc')
    .limit(20)
    .execute();
  return {
    from,
    to,
    vitals,
    pages: await pageDays(db, from, to),
    errors: errors.map((e) => ({ page: e.page, message: e.detail, reports: Number(e.reports) })),
  };
}
