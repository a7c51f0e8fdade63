import type { AimLevelConfig } from './types';

export const AIM_TICK_HZ = 60;
export const AIM_ARENA_WIDTH = 1600;
export const AIM_ARENA_HEIGHT = 900;
export const AIM_LEVEL_COUNT = 25;
export const AIM_LEVEL_CREDITS = 10;
/** Targets start moving from this level on. */
export const AIM_FIRST_MOVING_LEVEL = 11;
/** Clicks applied per tick at most; extra ones in the same tick are dropped. */
export const AIM_MAX_CLICKS_PER_TICK = 2;
/** Replay length limit: clicks per second of the level's time cap. */
export const AIM_MAX_CLICKS_PER_SECOND = 12;

export function isAimLevel(level: unknown): level is number {
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= AIM_LEVEL_COUNT;
}

/**
 * Level n of 25, ramping linearly from easy to hard: targets shrink (72 -> 30 units), live
 * shorter (3.0 s -> 1.1 s), spawn faster (1.1 s -> 0.5 s), crowd more (1 -> 5 on screen),
 * move from level 11 (100 -> 450 units/s), more hits are needed (11 -> 35), the accuracy bar
 * rises (50% -> 75%) and fewer escapes are tolerated (6 -> 2). The time cap leaves 50% slack
 * over the spawn rate plus 3 s.
 */
export function levelConfig(level: number): AimLevelConfig {
  if (!isAimLevel(level)) throw new RangeError(`Aim Train level must be 1..${AIM_LEVEL_COUNT}`);
  return LEVELS[level - 1] as AimLevelConfig;
}

function buildLevel(level: number): AimLevelConfig {
  const t = (level - 1) / (AIM_LEVEL_COUNT - 1);
  const spawnIntervalTicks = Math.round(AIM_TICK_HZ * (1.1 - 0.6 * t));
  const requiredHits = 10 + level;
  return {
    level,
    targetRadius: Math.round(72 - 42 * t),
    lifetimeTicks: Math.round(AIM_TICK_HZ * (3.0 - 1.9 * t)),
    spawnIntervalTicks,
    maxTargets: 1 + Math.floor((level - 1) / 6),
    targetSpeed: level < AIM_FIRST_MOVING_LEVEL ? 0 : 100 + (level - AIM_FIRST_MOVING_LEVEL) * 25,
    requiredHits,
    minAccuracyPercent: 50 + Math.round(25 * t),
    maxEscaped: Math.max(2, 6 - Math.floor((level - 1) / 6)),
    timeCapTicks: Math.ceil(requiredHits * spawnIntervalTicks * 1.5) + 3 * AIM_TICK_HZ,
  };
}

const LEVELS: readonly AimLevelConfig[] = Object.freeze(
  Array.from({ length: AIM_LEVEL_COUNT }, (_, i) => Object.freeze(buildLevel(i + 1))),
);

export function allLevelConfigs(): AimLevelConfig[] {
  return LEVELS.slice();
}
