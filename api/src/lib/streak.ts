import type { DB } from '../db/schema.ts';
import { addDays } from './day.ts';

export const STREAK_LENGTH = 30;
export const STREAK_BASE_CREDITS = 15;
export const STREAK_STEP = 5;

/** Credits for streak day n: 15 on day 1, 5 more each day (neighbour days show amount -5 / +5). */
export const streakCredits = (day: number) => STREAK_BASE_CREDITS + STREAK_STEP * (day - 1);

export interface StreakState {
  /** Today's streak day, 1..30: the "current" tile. */
  day: number;
  claimedToday: boolean;
}

/** Day 1 after a missed day, and again after day 30. */
export async function streakState(db: DB, subscriberId: number, today: string): Promise<StreakState> {
  const last = await db
    .selectFrom('streak_claims')
    .select(['day', 'streak_day'])
    .where('subscriber_id', '=', subscriberId)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return { day: 1, claimedToday: false };
  const streakDay = Number(last.streak_day);
  if (last.day === today) return { day: streakDay, claimedToday: true };
  if (last.day === addDays(today, -1) && streakDay < STREAK_LENGTH)
    return { day: streakDay + 1, claimedToday: false };
  return { day: 1, claimedToday: false };
}
