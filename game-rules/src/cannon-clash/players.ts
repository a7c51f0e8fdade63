import { createRng } from '../random';
import { attackableTowersOf } from './towers';
import { otherSide } from './constants';
import type { MatchState, PlayerInput, Side } from './types';
import { applyInput } from './input';
import { step } from './step';

export type CannonPlayer = (state: MatchState, side: Side) => PlayerInput | null;

/** Scripted attacker: sits under the first attackable enemy tower and fires whenever it can. */
export const attacker: CannonPlayer = (state, side) => {
  const target = attackableTowersOf(state.towers, otherSide(side))[0];
  return target ? { targetX: target.x, fire: true } : { fire: true };
};

export const idlePlayer: CannonPlayer = () => null;

/** A seeded, erratic player: drags somewhere random now and then and fires in bursts. */
export function erraticPlayer(seed: number): CannonPlayer {
  const rng = createRng(seed);
  return () => {
    const roll = rng.next();
    if (roll < 0.05) return { targetX: rng.int(0, 900) };
    return roll < 0.5 ? { fire: true } : null;
  };
}

/** Runs a match to the end with two scripted players (tests, benches, demos). */
export function playMatch(initial: MatchState, players: readonly [CannonPlayer, CannonPlayer]): MatchState {
  let state = initial;
  while (state.status === 'playing') {
    for (const side of [0, 1] as const) {
      const input = players[side](state, side);
      if (input) state = applyInput(state, side, input);
    }
    state = step(state);
  }
  return state;
}
