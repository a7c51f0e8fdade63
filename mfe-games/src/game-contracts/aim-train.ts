// The page <-> Aim Train game message contract, used by the page (mfe-games/src/features/aim-train)
// and by the game build (mfe-games/src/game-builds/aim-train). A provider's real Unity build has to
// implement the same game object, method and events.
import { fillTemplate } from './game-language';
import type { AimReplay, AimStats } from '@portal/game-rules/aim-train';

export const AIM_TRAIN_GAME = {
  /** Build folder name under games/ in the remote's dist, and the build's file prefix. */
  build: 'aim-train',
  /** The receiving game object of SendMessage. */
  gameObject: 'AimTrain',
  methods: {
    /** Parameter: JSON StartLevelPayload. The page sends it 500 ms after the game loaded. */
    startLevel: 'StartLevel',
    /**
     * Parameter: JSON LevelVerdictPayload. The page sends it once the level-result call settled;
     * until then the game draws no outcome over a passed level.
     */
    levelVerdict: 'LevelVerdict',
    /**
     * Parameter: 'true' or 'false'. 'true' while the player cannot see the level (the rotate notice
     * covers it, or the page asks 'Leave this level?' over it): the countdown, the timer and the
     * targets stand still and presses are ignored. 'false' plays on. Any time, also before
     * StartLevel; the game starts out 'false'.
     */
    setPaused: 'SetPaused',
  },
  events: {
    /** No parameters: the game is ready for StartLevel. */
    ready: 'GameReady',
    /** One parameter: JSON LevelEndedPayload. */
    levelEnded: 'LevelEnded',
  },
} as const;

/** Delay between the game having loaded and the level being sent (docs/product/games.md). */
export const LEVEL_SEND_DELAY_MS = 500;

export interface StartLevelPayload {
  level: number;
  /** 32-bit seed of the level's simulation; the api re-runs the replay from it. */
  seed: number;
}

export interface LevelEndedPayload {
  level: number;
  passed: boolean;
  /** 'Time is up', 'Too many targets missed', 'Accuracy below N%'; null on a pass. */
  reason: string | null;
  stats: AimStats;
  /** Everything the api needs to re-run the level (seed + clicks with their ticks). */
  replay: AimReplay;
}

export const encodePaused = (paused: boolean): string => String(paused);

export function decodePaused(text: unknown): boolean | null {
  return text === 'true' ? true : text === 'false' ? false : null;
}

export const encodeStartLevel = (payload: StartLevelPayload): string => JSON.stringify(payload);

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function parseJson(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    return record(JSON.parse(text));
  } catch {
    return null;
  }
}

export function decodeStartLevel(text: unknown): StartLevelPayload | null {
  const p = parseJson(text);
  if (!p || !Number.isInteger(p.level) || typeof p.seed !== 'number' || !Number.isFinite(p.seed)) return null;
  return { level: p.level as number, seed: p.seed };
}

export const encodeLevelEnded = (payload: LevelEndedPayload): string => JSON.stringify(payload);

export function decodeLevelEnded(text: unknown): LevelEndedPayload | null {
  const p = parseJson(text);
  const replay = record(p?.replay);
  const stats = record(p?.stats);
  if (!p || !replay || !stats) return null;
  if (!Number.isInteger(p.level) || typeof p.passed !== 'boolean') return null;
  if (p.reason !== null && typeof p.reason !== 'string') return null;
  if (typeof replay.seed !== 'number' || !Array.isArray(replay.inputs)) return null;
  return p as unknown as LevelEndedPayload;
}

/**
 * What became of a level's result at the api. A pass is 'Level N completed!' on the canvas only
 * once the api counted it: the api may refuse it (e.g. NOT_HUMAN, 'We could not confirm this
 * result, so it does not count...'), and the popup then says the level failed.
 */
export interface LevelVerdictPayload {
  level: number;
  /** True when the api took the result; false when it refused it or did not answer. */
  counted: boolean;
}

export const encodeLevelVerdict = (payload: LevelVerdictPayload): string => JSON.stringify(payload);

export function decodeLevelVerdict(text: unknown): LevelVerdictPayload | null {
  const p = parseJson(text);
  if (!p || !Number.isInteger(p.level) || typeof p.counted !== 'boolean') return null;
  return { level: p.level as number, counted: p.counted };
}

/**
 * The game's own English templates beside its data file's labels (keys of SetLanguage's labels).
 * The reasons are @portal/game-rules/aim-train's REASON_TIME_UP, REASON_TOO_MANY_MISSED and
 * accuracyReason (a test keeps them equal).
 */
export const AIM_TRAIN_TEXT = {
  heading: 'Aim Train · Level {level}',
  completed: 'Level {level} completed!',
  failed: 'Level {level} failed! Reason: {reason}',
  'reason.timeUp': 'Time is up',
  'reason.tooManyMissed': 'Too many targets missed',
  'reason.accuracy': 'Accuracy below {percent}%',
  'reason.unknown': 'Unknown',
} as const;

/** 'Level N completed!' or 'Level N failed! Reason: {reason}' in English (docs/product/games.md). */
export function levelOutcomeMessage(level: number, passed: boolean, reason: string | null): string {
  return passed
    ? fillTemplate(AIM_TRAIN_TEXT.completed, { level })
    : fillTemplate(AIM_TRAIN_TEXT.failed, { level, reason: reason ?? AIM_TRAIN_TEXT['reason.unknown'] });
}

/** The game's failure reasons (@portal/game-rules/aim-train) as label keys with their values. */
export type LevelReasonKey = 'timeUp' | 'tooManyMissed' | 'accuracy' | 'unknown';

/**
 * Which of the game's reasons this is, so each language can say it: 'Time is up', 'Too many
 * targets missed', 'Accuracy below N%'; null for any other text (e.g. the api's own message).
 */
export function levelReasonKey(
  reason: string | null,
): { key: LevelReasonKey; values: Record<string, number> } | null {
  if (reason === null) return { key: 'unknown', values: {} };
  if (reason === AIM_TRAIN_TEXT['reason.timeUp']) return { key: 'timeUp', values: {} };
  if (reason === AIM_TRAIN_TEXT['reason.tooManyMissed']) return { key: 'tooManyMissed', values: {} };
  const accuracy = /^Accuracy below (\d+)%$/.exec(reason);
  return accuracy ? { key: 'accuracy', values: { percent: Number(accuracy[1]) } } : null;
}
