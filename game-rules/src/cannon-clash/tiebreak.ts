import { createRng } from '../random';
import { otherSide } from './constants';
import { towerHpOf, towersDestroyedOf } from './towers';
import type { MatchState, Side, Tower, WinReason } from './types';

export interface Decision {
  winner: Side;
  reason: WinReason;
}

/** Earliest tick at which `side` destroyed an enemy tower, or Infinity. */
function firstKillTick(towers: readonly Tower[], side: Side): number {
  let first = Infinity;
  for (const t of towers) {
    if (t.side !== side && t.destroyedAtTick !== null) first = Math.min(first, t.destroyedAtTick);
  }
  return first;
}

/**
 * The tiebreak when time runs out (or both centres fall in the same tick). Knockout play
 * needs a winner, so the chain always ends in one:
 *  1. more enemy towers destroyed;
 *  2. more of one's own tower HP left, as a share of the total (equal totals on both sides,
 *     so compared exactly as integer HP);
 *  3. the earlier first tower destroyed;
 *  4. a coin tossed by the match's seeded PRNG (the server picks the seed, nobody can steer it).
 */
export function decideTiebreak(state: MatchState): Decision {
  const { towers } = state;
  const kills: [number, number] = [towersDestroyedOf(towers, 1), towersDestroyedOf(towers, 0)];
  if (kills[0] !== kills[1]) return { winner: kills[0] > kills[1] ? 0 : 1, reason: 'more-towers' };

  const hp0 = towerHpOf(towers, 0);
  const hp1 = towerHpOf(towers, 1);
  // Cross-multiplied shares: hp0/max0 vs hp1/max1 without floats.
  const share0 = hp0.hp * hp1.maxHp;
  const share1 = hp1.hp * hp0.maxHp;
  if (share0 !== share1) return { winner: share0 > share1 ? 0 : 1, reason: 'more-tower-hp' };

  const first0 = firstKillTick(towers, 0);
  const first1 = firstKillTick(towers, 1);
  if (first0 !== first1) return { winner: first0 < first1 ? 0 : 1, reason: 'first-tower' };

  const coin: Side = createRng(state.rngState).next() < 0.5 ? 0 : 1;
  return { winner: coin, reason: 'coin' };
}

/** Ends the match for a side that did not show up or left: the other side wins. */
export function forfeit(state: MatchState, loser: Side): MatchState {
  if (state.status !== 'playing') return state;
  return { ...state, status: 'finished', winner: otherSide(loser), winReason: 'forfeit' };
}
