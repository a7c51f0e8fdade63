import type { FastifyInstance } from 'fastify';
import type { ActiveDayData } from '@portal/contracts';
import { streakState } from './streak.ts';

/** Start-up's day data: the streak day and the chosen daily-task game of one subscriber. */
export async function dayDataOf(app: FastifyInstance, subscriberId: number): Promise<ActiveDayData> {
  const [state, sub] = await Promise.all([
    streakState(app.db, subscriberId, app.today()),
    app.db.selectFrom('subscribers').select('game_id').where('id', '=', subscriberId).executeTakeFirst(),
  ]);
  return {
    active_streak: state.day,
    gameId: sub?.game_id == null ? null : Number(sub.game_id),
    active_day: state.day,
  };
}
