/** One level's parameters. Times are in ticks of the fixed 60 Hz step. */
export interface AimLevelConfig {
  level: number;
  /** Target radius in arena units. */
  targetRadius: number;
  /** Ticks a target stays before it escapes. */
  lifetimeTicks: number;
  /** Ticks between spawns (while there is room on screen). */
  spawnIntervalTicks: number;
  /** Most targets on screen at once. */
  maxTargets: number;
  /** Target speed in arena units per second; 0 = static targets. */
  targetSpeed: number;
  /** Hits needed to pass. */
  requiredHits: number;
  /** Lowest passing accuracy, whole percent of shots that hit. */
  minAccuracyPercent: number;
  /** Escaped targets tolerated; one more fails the level. */
  maxEscaped: number;
  /** The level ends at this tick at the latest. */
  timeCapTicks: number;
}

export interface AimPoint {
  x: number;
  y: number;
}

export interface AimTarget {
  id: number;
  x: number;
  y: number;
  /** Velocity in arena units per tick. */
  vx: number;
  vy: number;
  radius: number;
  spawnTick: number;
  /** Removed (escaped) at the end of this tick unless hit before. */
  expiresAtTick: number;
}

export type AimStatus = 'playing' | 'passed' | 'failed';

export interface AimStats {
  hits: number;
  /** Clicks that hit nothing. */
  misses: number;
  /** Targets that timed out unhit. */
  escaped: number;
  shots: number;
  /** hits / shots in 0..1 (0 before the first shot). */
  accuracy: number;
  /** Fastest spawn-to-hit time in ticks (null before the first hit): lets the api judge plausibility. */
  fastestReactionTicks: number | null;
  /** Sum of spawn-to-hit times in ticks; mean = total / hits. */
  totalReactionTicks: number;
}

export interface AimTrainState {
  level: number;
  seed: number;
  /** Steps taken so far; the next step is tick number `tick`. */
  tick: number;
  rngState: number;
  nextTargetId: number;
  nextSpawnTick: number;
  targets: readonly AimTarget[];
  stats: AimStats;
  status: AimStatus;
  /** Human-readable failure reason, e.g. 'Time is up'; null unless failed. */
  reason: string | null;
}

/** A click as recorded in a replay: which step it was applied in, and where. */
export interface AimInput extends AimPoint {
  tick: number;
}

export interface AimReplay {
  level: number;
  seed: number;
  inputs: readonly AimInput[];
}

export interface AimReplayResult {
  /** False when the replay itself was malformed and not simulated. */
  valid: boolean;
  passed: boolean;
  reason: string | null;
  stats: AimStats;
  /** Tick at which the simulation ended. */
  endTick: number;
}
