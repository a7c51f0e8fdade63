// The page <-> Aim Train game message contract, used by the page (mfe-games/src/features/aim-train)
// and by the game build (mfe-games/src/game-builds/aim-train). A provider's real Unity build has to
// implement the same game object, method and events.
import type { AimReplay, AimStats } from '@portal/game-rules/aim-train';

export const AIM_TRAIN_GAME = {
  /** Build folder name under games/ in the remote's dist, and the build's file prefix. */
  build: 'aim-train',
  /** The receiving game object of SendMessage. */
  gameObject: 'AimTrain',
  methods: {
    /** Parameter: JSON StartLevelPayload. The page sends it 500 ms after the game loaded. */
    startLevel: 'StartLevel',
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

/** 'Level N completed!' or 'Level N failed! Reason: {reason}' (docs/product/games.md). */
export function levelOutcomeMessage(level: number, passed: boolean, reason: string | null): string {
  return passed ? `Level ${level} completed!` : `Level ${level} failed! Reason: ${reason ?? 'Unknown'}`;
}
