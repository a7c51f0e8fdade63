/** Side 0 starts at the bottom of the world, side 1 at the top. */
export type Side = 0 | 1;
export type TowerKind = 'left' | 'right' | 'centre';
export type MatchStatus = 'playing' | 'finished';

/**
 * How the winner was decided: a centre tower fell, or at the time limit (or when both centres
 * fall in the same tick) by the tiebreak chain, or the opponent forfeited (no-show, left).
 */
export type WinReason =
  'centre-destroyed' | 'more-towers' | 'more-tower-hp' | 'first-tower' | 'coin' | 'forfeit';

export interface Cannon {
  side: Side;
  x: number;
  /** Where the player last dragged to; the cannon moves there at its top speed. */
  targetX: number;
  /** Ticks until the cannon may fire again. */
  cooldown: number;
}

export interface Tower {
  id: string;
  side: Side;
  kind: TowerKind;
  x: number;
  y: number;
  radius: number;
  hp: number;
  maxHp: number;
  cooldown: number;
  destroyedAtTick: number | null;
}

export interface Minion {
  id: number;
  side: Side;
  x: number;
  y: number;
  hp: number;
  cooldown: number;
}

/** A player's input: drag target (world x) and/or a fire press. */
export interface PlayerInput {
  targetX?: number;
  fire?: boolean;
}

export interface PendingInput {
  targetX: number | null;
  fire: boolean;
}

/** The whole match: plain JSON, safe to serialise, store and resume. */
export interface MatchState {
  seed: number;
  tick: number;
  timeLimitTicks: number;
  rngState: number;
  cannons: [Cannon, Cannon];
  towers: Tower[];
  minions: Minion[];
  nextMinionId: number;
  /** Inputs queued for the next step, one slot per side. */
  pending: [PendingInput, PendingInput];
  status: MatchStatus;
  winner: Side | null;
  winReason: WinReason | null;
}

export interface MatchOptions {
  /** Default 180 (3 minutes). */
  timeLimitSeconds?: number;
}
