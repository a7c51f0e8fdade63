import { useAtomValue } from 'jotai';
import type { Game } from '@portal/contracts';
import { useQuery } from '@portal/shared/query';
import { dailyGamesQueryOptions } from '@portal/shared/api';
import { gameIdAtom } from '@portal/shared/session';

export interface DailyTaskGame {
  /** The chosen game's id, or null. */
  gameId: number | null;
  /** Its entry in the daily-games list, once the list has arrived. */
  game?: Game;
}

/**
 * The daily-task game this session has chosen, or null. A stored id that names no daily-task game is
 * no choice: an entry link's `gameId` can name another page's game (a level game's challenges, e.g.
 * Aim Train, reloaded at /game-challenges?gameId=5), or a game taken off the list; the api answers
 * 'Unknown game' for its task, and the page offers the selector instead of an error it cannot leave.
 * Until the list has arrived the stored id stands, so a known game shows at once.
 */
export function useDailyTaskGame(): DailyTaskGame {
  const stored = Number(useAtomValue(gameIdAtom)) || null;
  const games = useQuery({ ...dailyGamesQueryOptions(), enabled: stored !== null });
  if (stored === null || !games.data) return { gameId: stored };
  const game = games.data.data.find(({ gameId }) => gameId === stored);
  return game ? { gameId: stored, game } : { gameId: null };
}
