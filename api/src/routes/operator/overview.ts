import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addDays, dayOf } from '../../lib/day.ts';
import { overview } from '../../operator/overview-repo.ts';
import { rumSummary } from '../../telemetry/summary.ts';
import { allow, ANY_STAFF } from '../../operator/roles.ts';
import { ok200, tags } from './schemas.ts';

// Today at a glance, with 14-day series for the small charts.

const Counts = Type.Array(Type.Integer(), { description: 'one number per day of `days`' });
const Overview = Type.Object({
  today: Type.String(),
  signUps: Type.Integer(),
  activeSubscribers: Type.Integer(),
  entriesWaiting: Type.Integer(),
  redemptionsWaiting: Type.Integer(),
  tournamentsRunning: Type.Integer(),
  series: Type.Object({
    days: Type.Array(Type.String()),
    signUps: Counts,
    entries: Counts,
    redemptions: Counts,
  }),
});

// Real-user speed and errors from sampled visits (POST /api/telemetry), summed over the last days.
const Share = Type.Number({ minimum: 0, maximum: 1, description: 'share of reports, 0..1' });
const Mean = Type.Number({ description: 'mean value: ms, CLS unitless' });
const RealUsers = Type.Object({
  from: Type.String(),
  to: Type.String(),
  vitals: Type.Array(
    Type.Object({
      metric: Type.String(),
      reports: Type.Integer(),
      mean: Mean,
      good: Share,
      needsImprovement: Share,
      poor: Share,
    }),
  ),
  pages: Type.Array(
    Type.Object({
      day: Type.String(),
      page: Type.String({ description: 'page pattern; numbers and long tokens are `:id`' }),
      errors: Type.Integer({ description: 'unhandled errors reported' }),
      vitals: Type.Array(
        Type.Object({ metric: Type.String(), reports: Type.Integer(), mean: Mean, good: Share }),
      ),
    }),
  ),
  errors: Type.Array(Type.Object({ page: Type.String(), message: Type.String(), reports: Type.Integer() })),
});
const RealUsersQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 31, default: 7 })),
});

export const overviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/overview',
    {
      config: allow(ANY_STAFF),
      schema: { tags, summary: 'Today\u2019s counts and the last 14 days', response: ok200(Overview) },
    },
    async () => ({
      success: true as const,
      data: await overview(app.db, app.clock.now(), app.config.timeZone),
    }),
  );
  app.get(
    '/overview/real-users',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'Real-user Web Vitals and unhandled errors of sampled visits, per page and day',
        querystring: RealUsersQuery,
        response: ok200(RealUsers),
      },
    },
    async (request) => {
      const to = dayOf(app.clock.now(), app.config.timeZone);
      const from = addDays(to, 1 - (request.query.days ?? 7));
      return { success: true as const, data: await rumSummary(app.db, from, to) };
    },
  );
};
