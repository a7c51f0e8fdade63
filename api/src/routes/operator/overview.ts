import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { overview } from '../../operator/overview-repo.ts';
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
};
