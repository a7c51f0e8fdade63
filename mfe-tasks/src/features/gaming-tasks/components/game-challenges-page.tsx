import { useQuery, useQueryClient } from '@portal/shared/query';
import { useSearchParams } from '@portal/shared/router';
import { ApiError, gameChallengesQueryOptions } from '@portal/shared/api';
import { EmptyState, ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { visibleChallenges } from '../lib/level-games';
import { ChallengeCard } from './challenge-card';
import '../../../components/tasks.css';
import './game-challenges-page.css';

/** docs/product/streak-and-tasks.md messages for a challenge list that could not be loaded. */
export function challengesErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'No game selected. Please go back and select a game.';
  }
  if (error instanceof ApiError && error.status) {
    return 'Failed to load challenges for this game. Please try again later.';
  }
  return 'An error occurred while fetching challenges.';
}

function parseGameId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

function ChallengeList({ gameId }: { gameId: number }) {
  const options = gameChallengesQueryOptions({ id: gameId });
  const query = useQuery(options);
  const queryClient = useQueryClient();
  if (query.isPending) {
    return (
      <>
        <PageHeading title="Game Challenges" />
        <Loading minHeight={320} />
      </>
    );
  }
  if (query.isError || query.data.success !== true) {
    const message = query.isError
      ? challengesErrorMessage(query.error)
      : 'Failed to load challenges for this game. Please try again later.';
    return (
      <>
        <PageHeading title="Game Challenges" />
        <ErrorMessage message={message} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { game, challenges } = query.data.data;
  const list = visibleChallenges(challenges);
  return (
    <>
      <PageHeading title={`${game.game} Challenges`} />
      {list.length === 0 ? (
        <EmptyState message="No challenges available for this game right now." />
      ) : (
        <ul className="challenge-list">
          {list.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard
                game={game}
                challenge={challenge}
                onSubmitted={() => void queryClient.invalidateQueries({ queryKey: options.queryKey })}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /game-challenges?gameId={id}: one game's challenges. */
export function GameChallengesPage() {
  const [params] = useSearchParams();
  const gameId = parseGameId(params.get('gameId'));
  return (
    <div className="game-challenges-page">
      {gameId === null ? (
        <>
          <PageHeading title="Game Challenges" />
          <ErrorMessage message="No game ID provided" />
        </>
      ) : (
        <ChallengeList gameId={gameId} />
      )}
    </div>
  );
}
