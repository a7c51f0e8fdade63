import type { GameLevelSession } from '@portal/contracts';

/**
 * docs/product/games.md: /aim-train and /puzzle-mania need routing state with game_unique_id,
 * game_name, game_level and level_credits. Anything else counts as no state.
 */
export function parseLevelSession(state: unknown): GameLevelSession | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const level = Number(s.game_level);
  const credits = Number(s.level_credits);
  if (typeof s.game_unique_id !== 'string' || !s.game_unique_id) return null;
  if (typeof s.game_name !== 'string') return null;
  if (!Number.isInteger(level) || level < 1 || !Number.isFinite(credits) || credits < 0) return null;
  return {
    game_unique_id: s.game_unique_id,
    game_name: s.game_name,
    game_level: level,
    level_credits: credits,
  };
}

/**
 * The seed the api issued at play-start (Aim Train), carried in the same routing state; null when
 * the state has none (a pass is then judged by the api against the seed it issued).
 */
export function parseLevelSeed(state: unknown): number | null {
  if (!state || typeof state !== 'object') return null;
  const seed = (state as Record<string, unknown>).seed;
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32 ? seed : null;
}

/** Where the level games go without state and after their result popup. */
export const LEVEL_GAMES_HOME = '/daily-gaming-tasks';
