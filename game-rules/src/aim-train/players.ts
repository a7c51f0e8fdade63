import type { AimInput, AimPoint, AimReplay, AimTrainState } from './types';
import { createAimTrain, step } from './simulation';

/** A bot that clicks the centre of the oldest target on screen (for tests, demos, benches). */
export function perfectClicks(state: AimTrainState): AimPoint[] {
  const oldest = state.targets[0];
  return oldest ? [{ x: oldest.x, y: oldest.y }] : [];
}

export type AimPlayer = (state: AimTrainState) => readonly AimPoint[];

/** Plays a level to the end with a player function, recording the replay. */
export function playLevel(
  level: number,
  seed: number,
  player: AimPlayer,
): { state: AimTrainState; replay: AimReplay } {
  let state = createAimTrain(level, seed);
  const inputs: AimInput[] = [];
  while (state.status === 'playing') {
    const clicks = player(state);
    for (const c of clicks) inputs.push({ tick: state.tick, x: c.x, y: c.y });
    state = step(state, clicks);
  }
  return { state, replay: { level, seed: state.seed, inputs } };
}
