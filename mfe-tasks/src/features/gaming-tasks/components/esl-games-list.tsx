import { useQuery } from '@portal/shared/query';
import { eslGamesQueryOptions } from '@portal/shared/api';
import { EmptyState, ErrorMessage, Loading } from '@portal/shared/ui';
import { activeEslGames } from '../lib/esl-games';
import { EslGameCard } from './esl-game-card';

/** 'Made by ESL': the active ESL games, with their loading and error states. */
export function EslGamesList() {
  const games = useQuery(eslGamesQueryOptions());
  if (games.isPending) return <Loading minHeight={180} />;
  if (games.isError) {
    return <ErrorMessage message="Failed to load ESL games" onRetry={() => void games.refetch()} />;
  }
  const active = activeEslGames(games.data);
  if (active.length === 0) return <EmptyState message="No games available right now." />;
  return (
    <ul className="tasks-card-list">
      {active.map((game) => (
        <li key={game.gameId}>
          <EslGameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
