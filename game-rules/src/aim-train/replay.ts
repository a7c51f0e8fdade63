import {
  AIM_ARENA_HEIGHT,
  AIM_ARENA_WIDTH,
  AIM_MAX_CLICKS_PER_SECOND,
  AIM_MAX_CLICKS_PER_TICK,
  AIM_TICK_HZ,
  isAimLevel,
  levelConfig,
} from './levels';
import { createAimTrain, step } from './simulation';
import type { AimInput, AimPoint, AimReplay, AimReplayResult, AimStats } from './types';

/** Most clicks a replay of this level may hold. */
export function maxReplayInputs(level: number): number {
  return Math.ceil((levelConfig(level).timeCapTicks / AIM_TICK_HZ) * AIM_MAX_CLICKS_PER_SECOND);
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

function inArena(input: AimInput): boolean {
  return (
    Number.isFinite(input.x) &&
    Number.isFinite(input.y) &&
    input.x >= 0 &&
    input.x <= AIM_ARENA_WIDTH &&
    input.y >= 0 &&
    input.y <= AIM_ARENA_HEIGHT
  );
}

/** Why the replay cannot be simulated, or null if it is well formed. */
export function replayProblem(replay: AimReplay): string | null {
  // Replays arrive from the network: check shapes as well as values.
  if (typeof replay !== 'object' || replay === null) return 'Not a replay';
  if (!isAimLevel(replay.level)) return 'Unknown level';
  if (typeof replay.seed !== 'number' || !Number.isFinite(replay.seed)) return 'Bad seed';
  if (!Array.isArray(replay.inputs)) return 'Inputs missing';
  const cap = levelConfig(replay.level).timeCapTicks;
  if (replay.inputs.length > maxReplayInputs(replay.level)) return 'Replay too long';
  let lastTick = -1;
  let sameTick = 0;
  for (const raw of replay.inputs as readonly unknown[]) {
    if (typeof raw !== 'object' || raw === null) return 'Malformed input';
    const input = raw as AimInput;
    if (!isInt(input.tick) || input.tick < 0 || input.tick >= cap) return 'Tick out of range';
    if (input.tick < lastTick) return 'Ticks out of order';
    sameTick = input.tick === lastTick ? sameTick + 1 : 1;
    if (sameTick > AIM_MAX_CLICKS_PER_TICK) return 'Too many clicks in one tick';
    if (!inArena(input)) return 'Click outside the arena';
    lastTick = input.tick;
  }
  return null;
}

const NO_STATS: AimStats = {
  hits: 0,
  misses: 0,
  escaped: 0,
  shots: 0,
  accuracy: 0,
  fastestReactionTicks: null,
  totalReactionTicks: 0,
};

/**
 * Re-runs a replay from its level and seed. The client's own claim plays no part: the verdict
 * is what the simulation produces. Malformed replays are refused (valid: false, passed: false).
 * Clicks after the level ended are ignored.
 */
export function verifyReplay(replay: AimReplay): AimReplayResult {
  const problem = replayProblem(replay);
  if (problem !== null) {
    return { valid: false, passed: false, reason: `Replay refused: ${problem}`, stats: NO_STATS, endTick: 0 };
  }
  let state = createAimTrain(replay.level, replay.seed);
  let i = 0;
  const inputs = replay.inputs;
  while (state.status === 'playing') {
    const clicks: AimPoint[] = [];
    while (i < inputs.length && (inputs[i] as AimInput).tick === state.tick) {
      const { x, y } = inputs[i] as AimInput;
      clicks.push({ x, y });
      i += 1;
    }
    state = step(state, clicks);
  }
  return {
    valid: true,
    passed: state.status === 'passed',
    reason: state.reason,
    stats: state.stats,
    endTick: state.tick,
  };
}

/**
 * The api's check of a level result: a claimed pass is accepted only when the simulation
 * passes too; a claimed failure is always accepted (nobody gains by it).
 */
export function acceptsClaim(replay: AimReplay, claimedPassed: boolean): boolean {
  if (!claimedPassed) return true;
  return verifyReplay(replay).passed;
}
