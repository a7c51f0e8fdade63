import { UpdateStreakResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isUniqueViolation } from '../../db/connect.ts';
import { MESSAGES, conflict, said } from '../../lib/errors.ts';
import { streakCredits, streakState } from '../../lib/streak.ts';
import { userOf } from '../../plugins/auth.ts';
import { claimStreakReward } from '../../streak/repository.ts';

export const ALREADY_CLAIMED = MESSAGES.STREAK_ALREADY_CLAIMED.message;

export const updateStreakRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      if (state.claimedToday) throw conflict(MESSAGES.STREAK_ALREADY_CLAIMED);
      const credits = streakCredits(state.day);
      try {
        await claimStreakReward(app.db, {
          subscriberId: user.id,
          day: today,
          streakDay: state.day,
          credits,
          at: app.nowIso(),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MESSAGES.STREAK_ALREADY_CLAIMED);
        throw err;
      }
      return {
        success: true,
        ...said(MESSAGES.OK_STREAK_CLAIMED),
        data: { credits, active_streak: state.day },
      } satisfies UpdateStreakResponse;
    },
  );
};
