import { RewardsResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReadCache, keptAnswers } from '../../lib/read-cache.ts';
import { rewardList } from '../../rewards/repository.ts';

/** The rate limit of the redeem routes (redeem-item, redeem-claim, gamenow). */
export const redeemLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const rewardListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reads = new ReadCache(app.db);
  const send = keptAnswers();

  app.post(
    '/v1/rewards',
    {
      // A read (POST only because the portal's contract says so): no write limit on it.
      config: { rateLimit: false },
      schema: { response: { 200: RewardsResponse }, tags: ['rewards'], summary: 'Rewards (ids 1 to 15)' },
    },
    async (request, reply) => {
      const rewards = await reads.with(request.counters).get('rewards', async () => {
        const rows = await rewardList(app.db);
        return {
          success: true,
          data: rows.map((r) => ({
            id: Number(r.id),
            name: r.name,
            nameUr: r.name_ur,
            credits: Number(r.credits),
            id_require: r.id_require ? 1 : 0,
          })),
        } satisfies RewardsResponse;
      });
      return send(reply, rewards);
    },
  );
};
