import { useQuery } from '@portal/shared/query';
import { challengeGamesQueryOptions, serverMessage } from '@portal/shared/api';

/**
 * The games with challenges. A list answer whose success is not true fails with its errors value;
 * a failure without a server message shows the screen's own fallback.
 */
export function useChallengeGames(fallback: string) {
  const games = useQuery(challengeGamesQueryOptions());
  const errorMessage = games.isError ? (serverMessage(games.error) ?? fallback) : null;
  return { ...games, errorMessage };
}
