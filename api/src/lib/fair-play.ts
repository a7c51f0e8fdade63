import type { AimTrainReplay } from '@portal/contracts';
import { AIM_TICK_HZ, createAimTrain, step, verifyReplay } from '@portal/game-rules/aim-train';
import { clickTile, createPuzzle, isPuzzleLevel } from '@portal/game-rules/puzzle';
import { MESSAGES, type Message } from './errors.ts';

/**
 * What a person can do in Aim Train. The simulation is public and deterministic, so a replay that
 * hits proves only that the clicks hit; these limits make a bot look like a person to earn.
 */
export const AIM_HUMAN = {
  /** No hit comes sooner after its target appeared (a visual reaction plus a mouse move). */
  fastestReactionMs: 100,
  /** The mean spawn-to-hit time of a pass is at least this. */
  meanReactionMs: 180,
  /** People are irregular: the spread of their reaction times is at least this. */
  reactionSpreadMs: 25,
  /** The last passes of one subscriber (this one included) ... */
  consistentPasses: 4,
  /** ... may not all have mean reactions within this many ms of each other (a tuned bot). */
  consistentWithinMs: 3,
} as const;

export const TOO_FAST_FOR_CLOCK = MESSAGES.TOO_FAST_FOR_CLOCK.message;
export const NOT_HUMAN = MESSAGES.NOT_HUMAN.message;

export interface AimJudgement {
  problem: Message | null;
  /** True when the replay is a pass but not a person's (the play then counts as failed). */
  implausible: boolean;
  meanMs: number;
  sdMs: number;
}

const ticksToMs = (ticks: number) => (ticks * 1000) / AIM_TICK_HZ;

/** Spawn-to-hit time of every hit, re-run with the same rule the simulation judges clicks by. */
export function reactionTicks(level: number, replay: AimTrainReplay): number[] {
  let state = createAimTrain(level, replay.seed);
  const reactions: number[] = [];
  let next = 0;
  while (state.status === 'playing') {
    const clicks: { x: number; y: number }[] = [];
    while (next < replay.inputs.length && replay.inputs[next]!.tick === state.tick) {
      const { x, y } = replay.inputs[next++]!;
      clicks.push({ x, y });
    }
    const hitsBefore = state.stats.hits;
    const targets = state.targets;
    state = step(state, clicks);
    // A hit removes its target: the ones gone before their expiry are the ones clicked.
    if (state.stats.hits > hitsBefore) {
      const left = new Set(state.targets.map((t) => t.id));
      for (const t of targets)
        if (!left.has(t.id) && t.expiresAtTick > state.tick - 1) reactions.push(state.tick - 1 - t.spawnTick);
    }
  }
  return reactions;
}

/**
 * Judges a claimed Aim Train pass: the simulation must pass it, the wall-clock time since the
 * level began must cover the replay, and its reactions must be a person's.
 */
export function judgeAimPass(level: number, replay: AimTrainReplay, elapsedMs: number): AimJudgement {
  const none = { meanMs: 0, sdMs: 0 };
  const run = verifyReplay({ level, seed: replay.seed, inputs: replay.inputs });
  if (!run.valid)
    return {
      problem: { code: 'REPLAY_REFUSED', message: run.reason ?? MESSAGES.REPLAY_REFUSED.message },
      implausible: false,
      ...none,
    };
  if (!run.passed) {
    const text = MESSAGES.REPLAY_FAILS.message;
    const problem: Message = { code: 'REPLAY_FAILS', message: run.reason ? `${text}: ${run.reason}` : text };
    return { problem, implausible: false, ...none };
  }
  if (elapsedMs < ticksToMs(run.endTick))
    return { problem: MESSAGES.TOO_FAST_FOR_CLOCK, implausible: true, ...none };
  const reactions = reactionTicks(level, replay).map(ticksToMs);
  const meanMs = reactions.reduce((a, b) => a + b, 0) / Math.max(1, reactions.length);
  const sdMs = Math.sqrt(
    reactions.reduce((a, r) => a + (r - meanMs) ** 2, 0) / Math.max(1, reactions.length),
  );
  const human =
    reactions.length > 0 &&
    Math.min(...reactions) >= AIM_HUMAN.fastestReactionMs &&
    meanMs >= AIM_HUMAN.meanReactionMs &&
    sdMs >= AIM_HUMAN.reactionSpreadMs;
  return { problem: human ? null : MESSAGES.NOT_HUMAN, implausible: !human, meanMs, sdMs };
}

/** True when this pass and the subscriber's previous ones are too alike to be a person's. */
export function machineConsistent(previousMeansMs: readonly number[], meanMs: number): boolean {
  if (previousMeansMs.length < AIM_HUMAN.consistentPasses - 1) return false;
  const all = [...previousMeansMs.slice(0, AIM_HUMAN.consistentPasses - 1), meanMs];
  return Math.max(...all) - Math.min(...all) < AIM_HUMAN.consistentWithinMs;
}

export const PUZZLE_NEEDS_MOVES = MESSAGES.PUZZLE_NEEDS_MOVES.message;
export const PUZZLE_NOT_SOLVED = MESSAGES.PUZZLE_NOT_SOLVED.message;

/**
 * What a person can do in Puzzle Mania: look at the board when it arrives, then tap tile after tile.
 * The board is public (its seed comes with play-start), so moves that solve it prove only that they
 * solve it; a pass cannot come sooner than a person could make its taps.
 */
export const PUZZLE_HUMAN = {
  /** The first tap comes no sooner after the board arrived. */
  firstMoveMs: 300,
  /** Nor does any tap come sooner after the one before (two quick taps on one tile). */
  moveMs: 100,
} as const;

/** The least time from a board's arrival to the last of `moves` taps. */
export const puzzleFloorMs = (moves: number) =>
  moves > 0 ? PUZZLE_HUMAN.firstMoveMs + (moves - 1) * PUZZLE_HUMAN.moveMs : 0;

/**
 * Replays a Puzzle Mania move list (tile ids, in order) on the board issued at play-start: a pass
 * holds only when the board ends solved within the allowed moves, with no move after that, and the
 * time since the board was issued covers the taps.
 */
export function judgePuzzlePass(
  level: number,
  seed: number,
  moves: readonly number[],
  elapsedMs: number,
): Message | null {
  if (!isPuzzleLevel(level)) return MESSAGES.UNKNOWN_LEVEL;
  let state = createPuzzle(level, seed);
  for (const tileId of moves) {
    if (state.status === 'solved' || state.status === 'failed') return MESSAGES.PUZZLE_NOT_SOLVED;
    const next = clickTile(state, tileId);
    if (next === state) return MESSAGES.PUZZLE_NOT_SOLVED;
    state = next;
  }
  if (state.status !== 'solved') return MESSAGES.PUZZLE_NOT_SOLVED;
  return elapsedMs < puzzleFloorMs(moves.length) ? MESSAGES.TOO_FAST_FOR_CLOCK : null;
}
