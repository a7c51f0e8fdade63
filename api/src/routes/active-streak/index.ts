import { ActiveStreakResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STREAK_LENGTH, streakCredits, streakState } from '../../lib/streak.ts';
import { userOf } from '../../plugins/auth.ts';
import { chosenGameOf } from '../../streak/repository.ts';

export const activeStreakRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/active-streak',
    { schema: { response: { 200: ActiveStreakResponse }, tags: ['streak'], summary: 'Streak data' } },
    async (request) => {
      const user = userOf(request);
      const [state, gameId] = await Promise.all([
        streakState(app.db, user.id, app.today()),
        chosenGameOf(app.db, user.id),
      ]);
      const next = state.claimedToday ? (state.day >= STREAK_LENGTH ? 1 : state.day + 1) : state.day;
      return {
        success: true,
        data: {
          active_streak: state.day,
          streak_to_claim: next,
          amount_to_claim: streakCredits(state.day),
          rewardClaimed: state.claimedToday,
          gameId,
        },
      } satisfies ActiveStreakResponse;
    },
  );
};
