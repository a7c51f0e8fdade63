import { limits } from '@portal/shared/config';

/** docs/product/streak-and-tasks.md: a day before the current one is claimed, the current one current, later ones locked. */
export type DayTileState = 'claimed' | 'current' | 'locked';

export interface DayTile {
  day: number;
  state: DayTileState;
  /** Credits of that day: the amount to claim, 5 less per day before it and 5 more per day after. */
  reward: number;
}

/** The streak runs from day 1 to day 30, then starts again at day 1. */
export const STREAK_LENGTH = 30;

export function dayTile(day: number, currentDay: number, amountToClaim: number): DayTile {
  const state: DayTileState = day < currentDay ? 'claimed' : day === currentDay ? 'current' : 'locked';
  return { day, state, reward: amountToClaim + (day - currentDay) * limits.neighbourDayStep };
}

/** The previous, current and next day (only days of the 30-day streak). */
export function neighbourTiles(currentDay: number, amountToClaim: number): DayTile[] {
  return [currentDay - 1, currentDay, currentDay + 1]
    .filter((day) => day >= 1 && day <= STREAK_LENGTH)
    .map((day) => dayTile(day, currentDay, amountToClaim));
}

/** The seven days of the streak week that holds the current day (days 29 and 30 make the last). */
export function weekTiles(currentDay: number, amountToClaim: number): DayTile[] {
  const first = Math.floor((currentDay - 1) / 7) * 7 + 1;
  const days = Array.from({ length: 7 }, (_, i) => first + i).filter((day) => day <= STREAK_LENGTH);
  return days.map((day) => dayTile(day, currentDay, amountToClaim));
}
