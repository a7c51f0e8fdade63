import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dayOf } from '../lib/day.ts';

/**
 * Real-user figures from the front ends (shared/src/telemetry): Web Vitals of sampled visits and
 * their unhandled errors. Only daily aggregates are stored (rum_daily); the report carries no
 * identity, and the page is reduced to its pattern (numbers and long tokens become `:id`).
 */

const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
const MAX_DETAIL = 120;

/** A path with anything that could identify a person or a record replaced. */
export function pagePattern(page: string): string {
  const path = page.split(/[?#]/)[0] ?? '/';
  return (
    path
      .split('/')
      .map((part) => (/\d/.test(part) || part.length > 24 ? ':id' : part))
      .join('/')
      .slice(0, 100) || '/'
  );
}

/** An error message without numbers (phone numbers, ids) or quoted values, short. */
export function scrubMessage(message: string): string {
  return message
    .replace(/(["'`]).*?\1/g, '$1…$1')
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_DETAIL);
}

const Report = Type.Union([
  Type.Object({
    kind: Type.Literal('vital'),
    name: Type.Union(VITALS.map((v) => Type.Literal(v))),
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
    rating: Type.Union([Type.Literal('good'), Type.Literal('needs-improvement'), Type.Literal('poor')]),
    page: Type.String({ maxLength: 300 }),
  }),
  Type.Object({
    kind: Type.Literal('error'),
    message: Type.String({ maxLength: 1000 }),
    page: Type.String({ maxLength: 300 }),
  }),
]);

export async function recordReport(
  app: FastifyInstance,
  row: { metric: string; page: string; detail: string; value: number; rating: string | null },
): Promise<void> {
  const day = dayOf(app.clock.now(), app.config.timeZone);
  const one = (r: string) => (row.rating === r ? 1 : 0);
  await app.db
    .insertInto('rum_daily')
    .values({
      day,
      metric: row.metric,
      page: row.page,
      detail: row.detail,
      reports: 1,
      total: row.value,
      good: one('good'),
      needs_improvement: one('needs-improvement'),
      poor: one('poor'),
    })
    .onConflict((oc) =>
      oc.columns(['day', 'metric', 'page', 'detail']).doUpdateSet({
        reports: sql`rum_daily.reports + 1`,
        total: sql`rum_daily.total + ${row.value}`,
        good: sql`rum_daily.good + ${one('good')}`,
        needs_improvement: sql`rum_daily.needs_improvement + ${one('needs-improvement')}`,
        poor: sql`rum_daily.poor + ${one('poor')}`,
      }),
    )
    .execute();
}

/** What a report past the day's new rows is counted as. */
export const OTHER = '(other)';

/**
 * The report's page and detail, or '(other)' for both once the day has its new rows: the route
 * needs no sign-in, so made-up pages and messages must not grow the table without bound (the
 * portal's own reports make a few hundred rows a day). The day's rows are counted in the database,
 * so every api process together adds about `limit` of them, not `limit` each. A process asks the
 * database once per page and detail it has not seen today; those it has seen cost nothing.
 */
function dailyRows(app: FastifyInstance, limit: number) {
  let day = '';
  let full = false;
  const known = new Set<string>();
  return async (today: string, metric: string, page: string, detail: string) => {
    if (today !== day) {
      day = today;
      full = false;
      known.clear();
    }
    const key = `${metric}\u0000${page}\u0000${detail}`;
    if (known.has(key)) return { page, detail };
    const rows = app.db.selectFrom('rum_daily').where('day', '=', today);
    const stored = await rows
      .select('reports')
      .where('metric', '=', metric)
      .where('page', '=', page)
      .where('detail', '=', detail)
      .executeTakeFirst();
    if (!stored && !full) {
      const { count } = await rows
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      full = Number(count) >= limit;
    }
    if (!stored && full) return { page: OTHER, detail: detail ? OTHER : '' };
    known.add(key);
    return { page, detail };
  };
}

export const telemetryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rowFor = dailyRows(app, app.config.telemetryDailyRows);
  app.post(
    '/telemetry',
    {
      // Beacons may arrive as text/plain; the route parses them itself.
      schema: {
        tags: ['telemetry'],
        summary: 'A Web Vitals figure or an unhandled error from a sampled visit (no personal data)',
        security: [],
        body: Report,
        response: { 204: Type.Null({ description: 'Stored (or dropped when not sampled)' }) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const today = dayOf(app.clock.now(), app.config.timeZone);
      if (body.kind === 'vital')
        await recordReport(app, {
          metric: body.name,
          ...(await rowFor(today, body.name, pagePattern(body.page), '')),
          value: body.value,
          rating: body.rating,
        });
      else
        await recordReport(app, {
          metric: 'error',
          ...(await rowFor(today, 'error', pagePattern(body.page), scrubMessage(body.message))),
          value: 0,
          rating: null,
        });
      return reply.code(204).send(null);
    },
  );
};
