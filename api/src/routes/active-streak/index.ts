import { ActiveStreakResponse, UpdateStreakResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userOf } from '../../plugins/auth.ts';
import { isUniqueViolation } from '../../db/connect.ts';
import { conflict } from '../../lib/errors.ts';
import { move } from '../../lib/ledger.ts';
import { STREAK_LENGTH, streakCredits, streakState } from '../../lib/streak.ts';

export const ALREADY_CLAIMED = 'You have already claimed today\u2019s reward. Come back tomorrow!';

export const streakRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/active-streak',
    { schema: { response: { 200: ActiveStreakResponse }, tags: ['streak'], summary: 'Streak data' } },
    async (request) => {
      const user = userOf(request);
      const [state, sub] = await Promise.all([
        streakState(app.db, user.id, app.today()),
        app.db.selectFrom('subscribers').select('game_id').where('id', '=', user.id).executeTakeFirst(),
      ]);
      const next = state.claimedToday ? (state.day >= STREAK_LENGTH ? 1 : state.day + 1) : state.day;
      return {
        success: true,
        data: {
          active_streak: state.day,
          streak_to_claim: next,
          amount_to_claim: streakCredits(state.day),
          rewardClaimed: state.claimedToday,
          gameId: sub?.game_id == null ? null : Number(sub.game_id),
        },
      } satisfies ActiveStreakResponse;
    },
  );

  app.post(
    '/v1/update-daily-streak',
    {
      schema: {
        response: { 200: UpdateStreakResponse },
        tags: ['streak'],
        summary: "Claim today's streak reward (once per day)",
      },
    },
    async (request) => {
      const user = userOf(request);
      const today = app.today();
      const state = await streakState(app.db, user.id, today);
      if (state.claimedToday) throw conflict(ALREADY_CLAIMED);
      const credits = streakCredits(state.day);
      try {
        await app.db.transaction().execute(async (tx) => {
          await tx
            .insertInto('streak_claims')
            .values({
              subscriber_id: user.id,
              day: today,
              streak_day: state.day,
              credits,
              created_at: app.nowIso(),
            })
            .execute();
          await move(tx, {
            subscriberId: user.id,
            delta: credits,
            reason: 'streak',
            refKey: `streak:${today}`,
            at: app.nowIso(),
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ALREADY_CLAIMED);
        throw err;
      }
      return {
        success: true,
        message: 'Congratulations!',
        data: { credits, active_streak: state.day },
      } satisfies UpdateStreakResponse;
    },
  );
};
