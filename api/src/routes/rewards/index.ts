import {
  GamenowNotifyRequest,
  GamenowNotifyResponse,
  type LeaderboardEntry,
  LeaderboardResponse,
  RedeemClaimRequest,
  RedeemClaimResponse,
  RedeemItemRequest,
  RedeemItemResponse,
  RewardsResponse,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { releaseExpired, reserve } from '../../lib/redemptions.ts';
import {
  EMAIL_INVALID,
  FIELDS_MISSING,
  isEmail,
  isInternationalNumber,
  isPubgId,
  OPERATOR_NUMBER_MESSAGE,
  PUBG_INVALID,
  PUBG_MISSING,
} from '@portal/contracts/rules';
import { ReadCache } from '../../lib/read-cache.ts';
import { uploadUrl } from '../../lib/uploads.ts';
import { userOf } from '../../plugins/auth.ts';

export { FIELDS_MISSING, PUBG_INVALID, PUBG_MISSING } from '@portal/contracts/rules';
export const HOLD_ENDED = 'This redemption was cancelled and its credits returned. Please redeem again.';

export const rewardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reads = new ReadCache(app.db);
  const redeemLimit = { rateLimit: { max: app.config.rateLimits.redeem, timeWindow: '1 minute' } };

  app.post(
    '/v1/rewards',
    { schema: { response: { 200: RewardsResponse }, tags: ['rewards'], summary: 'Rewards (ids 1 to 15)' } },
    async () =>
      reads.get('rewards', async () => {
        const rows = await app.db.selectFrom('rewards').selectAll().orderBy('id').execute();
        return {
          success: true,
          data: rows.map((r) => ({
            id: Number(r.id),
            name: r.name,
            credits: Number(r.credits),
            id_require: r.id_require ? 1 : 0,
          })),
        } satisfies RewardsResponse;
      }),
  );

  app.post(
    '/v1/redeem-item',
    {
      config: redeemLimit,
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
      const reward = await app.db
        .selectFrom('rewards')
        .selectAll()
        .where('id', '=', request.body.item)
        .executeTakeFirst();
      if (!reward) throw notFound('Reward not found');
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
      const sub = await app.db
        .selectFrom('subscribers')
        .select(['phone', 'partner_phone'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      return {
        success: true,
        message: 'Credits reserved',
        data: {
          item: Number(reward.id),
          uuid,
          name: reward.name,
          tel: (user.gn ? sub.partner_phone : null) ?? sub.phone,
          id_require: reward.id_require ? 1 : 0,
        },
      } satisfies RedeemItemResponse;
    },
  );

  app.post(
    '/v1/redeem-claim',
    {
      config: redeemLimit,
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
      const r = await app.db
        .selectFrom('redemptions as r')
        .innerJoin('rewards as w', 'w.id', 'r.reward_id')
        .select(['r.id', 'r.status', 'r.reward_id', 'w.id_require'])
        .where('r.uuid', '=', b.uuid)
        .where('r.subscriber_id', '=', user.id)
        .executeTakeFirst();
      if (!r || Number(r.reward_id) !== b.item) throw notFound('Redemption not found');
      const name = b.name?.trim() ?? '';
      const email = b.email?.trim() ?? '';
      const phone = b.phone?.trim() ?? '';
      const pubgId = b.pubgId?.trim() ?? '';
      if (r.id_require && !pubgId) throw badRequest(PUBG_MISSING);
      if (r.id_require && !isPubgId(pubgId)) throw badRequest(PUBG_INVALID);
      if (!name || !email) throw badRequest(FIELDS_MISSING);
      if (!isEmail(email)) throw badRequest(EMAIL_INVALID);
      // A hold past its expiry is released first, so a late claim finds it cancelled.
      await releaseExpired(app.db, app.clock.now(), user.id);
      const updated = await app.db
        .updateTable('redemptions')
        .set({
          name,
          email,
          phone: phone || null,
          pubg_id: r.id_require ? pubgId : null,
          status: 'requested',
          claimed_at: app.nowIso(),
        })
        .where('id', '=', r.id)
        .where('status', '=', 'reserved')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        const now = await app.db
          .selectFrom('redemptions')
          .select('status')
          .where('id', '=', r.id)
          .executeTakeFirst();
        if (now?.status === 'cancelled') throw conflict(HOLD_ENDED);
        throw conflict('This reward has already been claimed.');
      }
      return {
        success: true,
        message: 'Your redemption request has been received. Our team will contact you within 24 hours.',
      } satisfies RedeemClaimResponse;
    },
  );

  app.post(
    '/v1/gamenow/notify',
    {
      config: redeemLimit,
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
      if (user.gn !== 1) throw forbidden('Only partner platform users give an operator number.');
      const msisdn = request.body.msisdn.trim();
      if (!isInternationalNumber(msisdn)) throw badRequest(OPERATOR_NUMBER_MESSAGE);
      await app.db
        .updateTable('subscribers')
        .set({ partner_phone: msisdn })
        .where('id', '=', user.id)
        .execute();
      return { success: true, message: 'Number received' } satisfies GamenowNotifyResponse;
    },
  );

  // Scores, challenge and redemption counts and tournament counts are kept per subscriber by the
  // database as ledger rows and entries are written (subscriber_totals); the board reads the top of
  // its score index. One answer serves everyone until a write moves the board's change counter;
  // `ids` (never sent) lets each answer mark the viewer's own row.
  const forViewer = (
    b: { body: LeaderboardResponse; ids: number[] },
    viewer: number,
  ): LeaderboardResponse => {
    const at = b.ids.indexOf(viewer);
    if (at < 0) return b.body;
    return { ...b.body, data: b.body.data.map((e, i) => (i === at ? { ...e, is_viewer: 1 as const } : e)) };
  };

  app.get(
    '/leaderboard',
    {
      schema: {
        response: { 200: LeaderboardResponse },
        tags: ['leaderboard'],
        summary: 'Leaderboard: top 50 by credits earned',
      },
    },
    async (request) => {
      const viewer = userOf(request).id;
      return forViewer(await reads.get('leaderboard', () => buildBoard()), viewer);
    },
  );

  async function buildBoard(): Promise<{ body: LeaderboardResponse; ids: number[] }> {
    const rows = await app.db
      .selectFrom('subscriber_totals as t')
      .innerJoin('subscribers as s', 's.id', 't.subscriber_id')
      .select([
        's.id',
        's.name',
        's.username',
        's.profile_image',
        't.score',
        't.challenges',
        't.redeemed',
        't.tournaments',
      ])
      .where('t.score', '>', 0)
      .where('s.status', '!=', 'unsubscribed')
      .orderBy('t.score', 'desc')
      .orderBy('t.subscriber_id')
      .limit(50)
      .execute();
    const data: LeaderboardEntry[] = rows.map((r) => ({
      // The same fallback as the portal's navigation, so a new subscriber is one name everywhere.
      name: r.name || r.username || 'Guest User',
      username: r.username,
      profileImage: r.profile_image ? uploadUrl(r.profile_image) : null,
      score: Number(r.score),
      total_tournaments: Number(r.tournaments ?? 0),
      redeemed_items: Number(r.redeemed ?? 0),
      total_challenges: Number(r.challenges ?? 0),
    }));
    const body = { success: true, data } satisfies LeaderboardResponse;
    return { body, ids: rows.map((r) => Number(r.id)) };
  }
};
