export type {
  AimInput,
  AimLevelConfig,
  AimPoint,
  AimReplay,
  AimReplayResult,
  AimStats,
  AimStatus,
  AimTarget,
  AimTrainState,
} from './types';
export {
  AIM_ARENA_HEIGHT,
  AIM_ARENA_WIDTH,
  AIM_FIRST_MOVING_LEVEL,
  AIM_LEVEL_COUNT,
  AIM_LEVEL_CREDITS,
  AIM_MAX_CLICKS_PER_SECOND,
  AIM_MAX_CLICKS_PER_TICK,
  AIM_TICK_HZ,
  allLevelConfigs,
  isAimLevel,
  levelConfig,
} from './levels';
export { REASON_TIME_UP, REASON_TOO_MANY_MISSED, accuracyReason, createAimTrain, step } from './simulation';
export { acceptsClaim, maxReplayInputs, replayProblem, verifyReplay } from './replay';
export { perfectClicks, playLevel } from './players';
export type { AimPlayer } from './players';
export { hashString, toSeed } from '../random';
