import { GamenowNotifyRequest, GamenowNotifyResponse } from '@portal/contracts';
import { isInternationalNumber } from '@portal/contracts/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, badRequest, forbidden, said } from '../../lib/errors.ts';
import { userOf } from '../../plugins/auth.ts';
import { setPartnerNumber } from '../../rewards/repository.ts';
import { redeemLimit } from '../rewards/index.ts';

export const gamenowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/gamenow/notify',
    {
      config: redeemLimit(app.config.rateLimits.redeem),
      schema: {
        response: { 200: GamenowNotifyResponse },
        tags: ['rewards'],
        summary:
          'Partner (gamenow) users give their operator number: 92 plus the number without its leading 0',
        body: GamenowNotifyRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      if (user.gn !== 1) throw forbidden(MESSAGES.PARTNER_ONLY);
      const msisdn = request.body.msisdn.trim();
      if (!isInternationalNumber(msisdn)) throw badRequest(MESSAGES.OPERATOR_NUMBER_INVALID);
      await setPartnerNumber(app.db, user.id, msisdn);
      return { success: true, ...said(MESSAGES.OK_NUMBER_RECEIVED) } satisfies GamenowNotifyResponse;
    },
  );
};
