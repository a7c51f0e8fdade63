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
  /** The most frequent unhandled errors (scrubbed messages) by page. */
  errors: { page: string; message: string; reports: number }[];
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
      mean: Math.round((Number(r.total) / n) * 1000) / 1000,
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
    errors: errors.map((e) => ({ page: e.page, message: e.detail, reports: Number(e.reports) })),
  };
}
