import { createRng, toSeed } from '../random';
import { AIM_MAX_CLICKS_PER_TICK, levelConfig } from './levels';
import { moveTarget, spawnTarget } from './spawn';
import type { AimLevelConfig, AimPoint, AimStats, AimTarget, AimTrainState } from './types';

export const REASON_TIME_UP = 'Time is up';
export const REASON_TOO_MANY_MISSED = 'Too many targets missed';
export const accuracyReason = (percent: number): string => `Accuracy below ${percent}%`;

const EMPTY_STATS: AimStats = {
  hits: 0,
  misses: 0,
  escaped: 0,
  shots: 0,
  accuracy: 0,
  fastestReactionTicks: null,
  totalReactionTicks: 0,
};

export function createAimTrain(level: number, seed: number): AimTrainState {
  levelConfig(level); // validates the level
  const s = toSeed(seed);
  return {
    level,
    seed: s,
    tick: 0,
    rngState: s,
    nextTargetId: 1,
    nextSpawnTick: 0,
    targets: [],
    stats: EMPTY_STATS,
    status: 'playing',
    reason: null,
  };
}

function isPoint(p: AimPoint): boolean {
  return Number.isFinite(p.x) && Number.isFinite(p.y);
}

/** The target under the click whose centre is nearest (ties: older id); -1 if none. */
function targetAt(targets: readonly AimTarget[], p: AimPoint): number {
  let best = -1;
  let bestD2 = Infinity;
  targets.forEach((t, i) => {
    const dx = t.x - p.x;
    const dy = t.y - p.y;
    const d2 = dx * dx + dy * dy;
    if (d2 <= t.radius * t.radius && d2 < bestD2) {
      best = i;
      bestD2 = d2;
    }
  });
  return best;
}

function accuracyOk(stats: AimStats, config: AimLevelConfig): boolean {
  return stats.hits * 100 >= config.minAccuracyPercent * stats.shots;
}

/**
 * One fixed 1/60 s step. Clicks are judged against the targets as the player saw them (the
 * state before this step); then targets move, time-outs escape, a new target may spawn, and
 * the end conditions are checked: too many escapes fail; enough hits at the required accuracy
 * pass; reaching the time cap fails ('Time is up', or the accuracy reason if only accuracy
 * was short).
 */
export function step(state: AimTrainState, clicks: readonly AimPoint[] = []): AimTrainState {
  if (state.status !== 'playing') return state;
  const config = levelConfig(state.level);
  const tick = state.tick;
  const prev = state.stats;
  // Literals rather than spreads: step runs 60 times a second and in every replay check.
  const stats: AimStats = {
    hits: prev.hits,
    misses: prev.misses,
    escaped: prev.escaped,
    shots: prev.shots,
    accuracy: prev.accuracy,
    fastestReactionTicks: prev.fastestReactionTicks,
    totalReactionTicks: prev.totalReactionTicks,
  };
  let targets = state.targets;

  const shots = Math.min(clicks.length, AIM_MAX_CLICKS_PER_TICK);
  for (let c = 0; c < shots; c += 1) {
    const click = clicks[c] as AimPoint;
    if (!isPoint(click)) continue;
    stats.shots += 1;
    const index = targetAt(targets, click);
    const hit = targets[index];
    if (!hit) {
      stats.misses += 1;
      continue;
    }
    stats.hits += 1;
    const reaction = tick - hit.spawnTick;
    stats.totalReactionTicks += reaction;
    stats.fastestReactionTicks =
      stats.fastestReactionTicks === null ? reaction : Math.min(stats.fastestReactionTicks, reaction);
    targets = targets.filter((_, i) => i !== index);
  }
  stats.accuracy = stats.shots === 0 ? 0 : stats.hits / stats.shots;

  const next: AimTarget[] = [];
  for (const t of targets) {
    if (t.expiresAtTick > tick) next.push(moveTarget(t));
    else stats.escaped += 1;
  }

  let { rngState, nextTargetId, nextSpawnTick } = state;
  if (tick >= nextSpawnTick && next.length < config.maxTargets) {
    const rng = createRng(rngState);
    next.push(spawnTarget(config, nextTargetId, tick, next, rng));
    rngState = rng.state();
    nextTargetId += 1;
    nextSpawnTick = tick + config.spawnIntervalTicks;
  }

  let status: AimTrainState['status'] = 'playing';
  let reason: string | null = null;
  const enoughHits = stats.hits >= config.requiredHits;
  if (stats.escaped > config.maxEscaped) {
    status = 'failed';
    reason = REASON_TOO_MANY_MISSED;
  } else if (enoughHits && accuracyOk(stats, config)) {
    status = 'passed';
  } else if (tick + 1 >= config.timeCapTicks) {
    status = 'failed';
    reason = enoughHits ? accuracyReason(config.minAccuracyPercent) : REASON_TIME_UP;
  }
  return {
    level: state.level,
    seed: state.seed,
    tick: tick + 1,
    rngState,
    nextTargetId,
    nextSpawnTick,
    targets: next,
    stats,
    status,
    reason,
  };
}
