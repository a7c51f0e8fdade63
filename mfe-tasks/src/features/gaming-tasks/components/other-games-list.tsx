import { useQuery } from '@portal/shared/query';
import { eslGamesQueryOptions } from '@portal/shared/api';
import { EmptyState, ErrorMessage, Loading } from '@portal/shared/ui';
import { useChallengeGames } from '../hooks/use-challenge-games';
import { ChallengeGameCard } from './challenge-game-card';

/** 'Other Games': the games with challenges that are not listed under 'Made by ESL'. */
export function OtherGamesList() {
  const games = useChallengeGames('Failed to load games');
  const esl = useQuery(eslGamesQueryOptions());
  if (games.isPending) return <Loading minHeight={180} />;
  if (games.errorMessage !== null) {
    return <ErrorMessage message={games.errorMessage} onRetry={() => void games.refetch()} />;
  }
  const eslIds = new Set((esl.data?.data?.eslgames ?? []).map((g) => g.gameId));
  const others = (games.data?.data ?? []).filter((g) => !eslIds.has(g.gameId));
  if (others.length === 0) return <EmptyState message="No games available right now." />;
  return (
    <ul className="tasks-card-list">
      {others.map((game) => (
        <li key={game.gameId}>
          <ChallengeGameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
