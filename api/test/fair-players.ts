// Players for the fair-play tests: a person-like Aim Train player (reactions 250-500 ms, each
// target its own) and a Puzzle Mania solver that clicks each tile upright.
import { AIM_TICK_HZ, playLevel, type AimTrainState } from '@portal/game-rules/aim-train';
import { clicksToUpright, createPuzzle, type PuzzleLevelNumber } from '@portal/game-rules/puzzle';
import type { Session, TestApp } from './helpers.ts';
import { json } from './helpers.ts';

/** A reaction of 15-30 ticks (250-500 ms), fixed per target and seed, so runs are repeatable. */
const reactionOf = (seed: number, targetId: number) =>
  15 + ((Math.imul(seed ^ (targetId * 2654435761), 2246822519) >>> 0) % 16);

/** Clicks each target (where it is drawn now) once its own reaction time has passed; at most 2 a tick. */
export function personLikeReplay(level: number, seed: number) {
  const player = (state: AimTrainState) =>
    state.targets
      .filter((t) => state.tick - t.spawnTick >= reactionOf(seed, t.id))
      .slice(0, 2)
      .map((t) => ({ x: t.x, y: t.y }));
  const { state, replay } = playLevel(level, seed, player);
  return { passed: state.status === 'passed', durationMs: (state.tick * 1000) / AIM_TICK_HZ, replay };
}

/** The tile ids that turn every tile upright (a click turns a quarter clockwise). */
export function puzzleSolution(level: PuzzleLevelNumber, seed: number): number[] {
  return createPuzzle(level, seed).tiles.flatMap((t) =>
    Array<number>(clicksToUpright(t.rotation)).fill(t.id),
  );
}

/** A person's time for `moves` taps on a board: a look at it, then a quarter second a tap. */
export const puzzleTapsMs = (moves: readonly number[]) => 500 + moves.length * 250;

export const aimLevel = (level: number, extra: Record<string, unknown> = {}) => ({
  game_unique_id: 'aim-train',
  game_name: 'Aim Train',
  game_level: level,
  level_credits: 10,
  ...extra,
});

/** The calls the real game page makes for an Aim Train level; answers the issued seed. */
export function levelCalls(t: TestApp) {
  const post = (s: Session, url: string, payload: object) =>
    t.call(s, { method: 'POST', url: `/api/v1/game-levels/${url}`, payload });
  return {
    start: (s: Session, body: object) => post(s, 'start', body),
    begin: (s: Session, body: object) => post(s, 'begin', body),
    result: (s: Session, body: object) => post(s, 'result', body),
    /** Start, begin, let the replay's time pass on the api's clock, report the pass. */
    async playAim(s: Session, level: number) {
      const seed = json<{ data: { seed: number } }>(await post(s, 'start', aimLevel(level))).data.seed;
      await post(s, 'begin', aimLevel(level));
      const run = personLikeReplay(level, seed);
      t.app.clock.advance(run.durationMs + 500);
      return post(
        s,
        'result',
        aimLevel(level, { is_passed: '1', replay: { seed, inputs: run.replay.inputs } }),
      );
    },
  };
}
