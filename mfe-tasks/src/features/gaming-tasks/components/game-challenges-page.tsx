import { useQuery, useQueryClient } from '@portal/shared/query';
import { useSearchParams } from '@portal/shared/router';
import { ApiError, gameChallengesQueryOptions } from '@portal/shared/api';
import { EmptyState, ErrorMessage, Loading, PageHeading } from '@portal/shared/ui';
import { useNameOf } from '../../../hooks/use-local-name';
import { useT, type Message } from '../../../i18n';
import { visibleChallenges } from '../lib/level-games';
import { ChallengeCard } from './challenge-card';
import '../../../components/tasks.css';
import './game-challenges-page.css';

/** docs/product/streak-and-tasks.md messages (catalog ids) for a challenge list that could not be loaded. */
export function challengesErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && error.status === 404) return 'tasks.challenges.noGame';
  if (error instanceof ApiError && error.status) return 'tasks.challenges.loadFailed';
  return 'tasks.challenges.fetchError';
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
  const t = useT();
  const nameOf = useNameOf();
  const heading = <PageHeading title={t('tasks.challenges.heading')} />;
  if (query.isPending) {
    return (
      <>
        {heading}
        <Loading minHeight={320} />
      </>
    );
  }
  if (query.isError || query.data.success !== true) {
    const message = query.isError ? challengesErrorMessage(query.error) : 'tasks.challenges.loadFailed';
    return (
      <>
        {heading}
        <ErrorMessage message={t(message)} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { game, challenges } = query.data.data;
  const list = visibleChallenges(challenges);
  return (
    <>
      <PageHeading title={t('tasks.challenges.gameHeading', { game: nameOf(game.game, game) })} />
      {list.length === 0 ? (
        <EmptyState message={t('tasks.challenges.empty')} />
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
  const t = useT();
  return (
    <div className="game-challenges-page">
      {gameId === null ? (
        <>
          <PageHeading title={t('tasks.challenges.heading')} />
          <ErrorMessage message={t('tasks.challenges.noGameId')} />
        </>
      ) : (
        <ChallengeList gameId={gameId} />
      )}
    </div>
  );
}
