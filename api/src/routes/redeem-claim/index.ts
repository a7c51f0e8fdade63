import { RedeemClaimRequest, RedeemClaimResponse } from '@portal/contracts';
import { isEmail, isInternationalNumber, isOperatorNumber, isPubgId } from '@portal/contracts/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, badRequest, conflict, notFound, said } from '../../lib/errors.ts';
import { releaseExpired } from '../../lib/redemptions.ts';
import { userOf } from '../../plugins/auth.ts';
import { claimRedemption, findRedemptionToClaim, redemptionStatus } from '../../redemptions/repository.ts';
import { redeemLimit } from '../rewards/index.ts';

export const HOLD_ENDED = MESSAGES.HOLD_ENDED.message;

export const redeemClaimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/redeem-claim',
    {
      config: redeemLimit(app.config.rateLimits.redeem),
      schema: {
        response: { 200: RedeemClaimResponse },
        tags: ['rewards'],
        summary:
          'Claim a held redemption with contact details (once, within its 30 minutes): commits the credits',
        body: RedeemClaimRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      const b = request.body;
      const r = await findRedemptionToClaim(app.db, user.id, b.uuid);
      if (!r || Number(r.reward_id) !== b.item) throw notFound(MESSAGES.REDEMPTION_NOT_FOUND);
      const name = b.name?.trim() ?? '';
      const email = b.email?.trim() ?? '';
      const phone = b.phone?.trim() ?? '';
      const pubgId = b.pubgId?.trim() ?? '';
      if (r.id_require && !pubgId) throw badRequest(MESSAGES.PUBG_MISSING);
      if (r.id_require && !isPubgId(pubgId)) throw badRequest(MESSAGES.PUBG_INVALID);
      if (!name || !email) throw badRequest(MESSAGES.FIELDS_MISSING);
      if (!isEmail(email)) throw badRequest(MESSAGES.EMAIL_INVALID);
      // The number the fulfilment team calls: the form's read-only one, local or international.
      if (phone && !isOperatorNumber(phone) && !isInternationalNumber(phone)) {
        throw badRequest(MESSAGES.OPERATOR_NUMBER_INVALID);
      }
      // A hold past its expiry is released first, so a late claim finds it cancelled.
      await releaseExpired(app.db, app.clock.now(), user.id);
      const claimed = await claimRedemption(app.db, Number(r.id), {
        name,
        email,
        phone: phone || null,
        pubgId: r.id_require ? pubgId : null,
        at: app.nowIso(),
      });
      if (!claimed) {
        if ((await redemptionStatus(app.db, Number(r.id))) === 'cancelled')
          throw conflict(MESSAGES.HOLD_ENDED);
        throw conflict(MESSAGES.REWARD_ALREADY_CLAIMED);
      }
      return {
        success: true,
        ...said(MESSAGES.OK_REDEMPTION_RECEIVED),
      } satisfies RedeemClaimResponse;
    },
  );
};
