import { RedeemItemRequest, RedeemItemResponse } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, notFound, said } from '../../lib/errors.ts';
import { releaseExpired, reserve } from '../../lib/redemptions.ts';
import { userOf } from '../../plugins/auth.ts';
import { contactNumbers, findReward } from '../../rewards/repository.ts';
import { redeemLimit } from '../rewards/index.ts';

export const redeemItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/redeem-item',
    {
      config: redeemLimit(app.config.rateLimits.redeem),
      schema: {
        response: { 200: RedeemItemResponse },
        tags: ['rewards'],
        summary:
          'Redeem a reward: holds its credits for 30 minutes (until the claim) and returns the redeem result',
        body: RedeemItemRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      const reward = await findReward(app.db, request.body.item);
      if (!reward) throw notFound(MESSAGES.REWARD_NOT_FOUND);
      await releaseExpired(app.db, app.clock.now(), user.id);
      const uuid = randomUUID();
      const credits = Number(reward.credits);
      await reserve(
        app.db,
        user.id,
        { id: Number(reward.id), name: reward.name, credits },
        uuid,
        app.clock.now(),
      );
      const sub = await contactNumbers(app.db, user.id);
      return {
        success: true,
        ...said(MESSAGES.OK_CREDITS_RESERVED),
        data: {
          item: Number(reward.id),
          uuid,
          name: reward.name,
          nameUr: reward.name_ur,
          tel: (user.gn ? sub.partner_phone : null) ?? sub.phone,
          id_require: reward.id_require ? 1 : 0,
        },
      } satisfies RedeemItemResponse;
    },
  );
};
