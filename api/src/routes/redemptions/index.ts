import {
  CancelRedemptionRequest,
  CancelRedemptionResponse,
  type Redemption,
  RedemptionsResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, conflict, notFound } from '../../lib/errors.ts';
import { releaseExpired, type RedemptionStatus } from '../../lib/redemptions.ts';
import { userOf } from '../../plugins/auth.ts';
import { cancelHold, findHold, redemptionsOf } from '../../redemptions/repository.ts';

const SWEEP_MS = 60_000;
export const NOT_CANCELLABLE = MESSAGES.NOT_CANCELLABLE.message;

/** The subscriber's redemptions, newest first, with what the redeem form needs to resume a claim. */
async function listRedemptions(app: FastifyInstance, subscriberId: number, gn: number, uuid?: string) {
  const rows = await redemptionsOf(app.db, subscriberId, uuid);
  return rows.map((r): Redemption => ({
    item: Number(r.reward_id),
    uuid: r.uuid,
    name: r.name,
    nameUr: r.name_ur,
    tel: (gn ? r.partner_phone : null) ?? r.phone,
    id_require: r.id_require ? 1 : 0,
    credits: Number(r.credits),
    status: r.status as RedemptionStatus,
    created_at: r.created_at,
    expires_at: r.status === 'reserved' ? r.expires_at : null,
  }));
}

export const redemptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Holds are also released whenever their subscriber reads the balance; the sweep covers the rest.
  const sweep = setInterval(() => {
    releaseExpired(app.db, app.clock.now()).catch((err: unknown) => app.log.error(err));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(
    '/v1/redemptions',
    {
      schema: {
        response: { 200: RedemptionsResponse },
        tags: ['rewards'],
        summary: "The subscriber's redemptions, newest first, with their status",
      },
    },
    async (request) => {
      const user = userOf(request);
      await releaseExpired(app.db, app.clock.now(), user.id);
      return {
        success: true,
        data: await listRedemptions(app, user.id, user.gn),
      } satisfies RedemptionsResponse;
    },
  );

  app.post(
    '/v1/redemptions/cancel',
    {
      schema: {
        response: { 200: CancelRedemptionResponse },
        tags: ['rewards'],
        summary: 'Cancel a reserved (unclaimed) redemption: its credits come back at once',
        body: CancelRedemptionRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      const hold = await findHold(app.db, user.id, request.body.uuid);
      if (!hold) throw notFound(MESSAGES.REDEMPTION_NOT_FOUND);
      const released = await cancelHold(app.db, hold, app.nowIso());
      if (!released) throw conflict(MESSAGES.NOT_CANCELLABLE);
      const [data] = await listRedemptions(app, user.id, user.gn, hold.uuid);
      return { success: true, data: data as Redemption } satisfies CancelRedemptionResponse;
    },
  );
};
