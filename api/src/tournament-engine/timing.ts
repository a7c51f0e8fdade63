import { limits } from '@portal/contracts/rules';

/** Tournament status codes (docs/product/tournaments.md) plus the engine's cancelled state. */
export const TOURNAMENT_STATUS = {
  open: 1,
  inProgress: 2,
  ended: 3,
  endedEsl: 4,
  /** Fewer than the minimum number of players had checked in at the start time. */
  cancelled: 5,
} as const;

export const MIN_PLAYERS = limits.tournamentMinPlayers;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every time the engine works with, in milliseconds. Tests shorten none of them: they move the clock. */
export interface EngineTiming {
  /** Checked-in players needed at the start time; fewer cancels the tournament. */
  minPlayers: number;
  /** Round 1 is drawn (and registration closes) this long before the start time. */
  drawLeadMs: number;
  /** Cannon Clash: the Room ID SMS goes out this long before the match (spec: one hour). */
  cannonSmsLeadMs: number;
  /** External games: the room ID and password SMS goes out this long before (spec: about ten minutes). */
  externalSmsLeadMs: number;
  /** Next round: the next day at the same time. */
  roundIntervalMs: number;
  /**
   * Cannon Clash: a match without a room result this long after its time is settled from presence
   * (the room's own no-show timeout normally settles it much earlier).
   */
  cannonDeadlineMs: number;
  /** External games: an operator result is expected within this time, else presence decides. */
  externalDeadlineMs: number;
}

export const DEFAULT_TIMING: EngineTiming = {
  minPlayers: MIN_PLAYERS,
  drawLeadMs: HOUR,
  cannonSmsLeadMs: HOUR,
  externalSmsLeadMs: 10 * MINUTE,
  roundIntervalMs: 24 * HOUR,
  cannonDeadlineMs: 30 * MINUTE,
  externalDeadlineMs: 3 * HOUR,
};
