import { useAtomValue } from 'jotai';
import type { Game } from '@portal/contracts';
import { useQuery } from '@portal/shared/query';
import { dailyGamesQueryOptions } from '@portal/shared/api';
import { activeDayDataAtom, gameIdAtom } from '@portal/shared/session';

export interface DailyTaskGame {
  /** The chosen game's id, or null. */
  gameId: number | null;
  /** Its entry in the daily-games list, once the list has arrived. */
  game?: Game;
}

/**
 * The daily-task game of this session, or null: the session's stored game id, else the game the
 * server keeps as the subscriber's choice (the day data's `gameId`). A stored id that names no
 * daily-task game does not count: an entry link's `gameId` can name another page's game (a level
 * game's challenges, e.g. Puzzle Mania, loaded at /game-challenges?gameId=6), or a game taken off
 * the list, and the api answers 'Unknown game' for its task; the subscriber's own choice then
 * stands, and without one the page offers the selector instead of an error it cannot leave.
 * Until the list has arrived the stored id stands, so a known game shows at once.
 */
export function useDailyTaskGame(): DailyTaskGame {
  const stored = Number(useAtomValue(gameIdAtom)) || null;
  const chosen = useAtomValue(activeDayDataAtom)?.gameId || null;
  const games = useQuery({ ...dailyGamesQueryOptions(), enabled: stored !== null || chosen !== null });
  if (!games.data) return { gameId: stored ?? chosen };
  for (const id of [stored, chosen]) {
    const game = id === null ? undefined : games.data.data.find(({ gameId }) => gameId === id);
    if (game) return { gameId: game.gameId, game };
  }
  return { gameId: null };
}
