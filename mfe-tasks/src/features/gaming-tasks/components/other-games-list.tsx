import { useQuery } from '@portal/shared/query';
import { eslGamesQueryOptions } from '@portal/shared/api';
import { QueryState } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useChallengeGames } from '../hooks/use-challenge-games';
import { ChallengeGameCard } from './challenge-game-card';

/** 'Other Games': the games with challenges that are not listed under 'Made by ESL'. */
export function OtherGamesList() {
  const t = useT();
  const games = useChallengeGames(t('tasks.selector.loadFailed'));
  const esl = useQuery(eslGamesQueryOptions());
  const eslIds = new Set((esl.data?.data?.eslgames ?? []).map((g) => g.gameId));
  const others = (data: typeof games.data) => (data?.data ?? []).filter((g) => !eslIds.has(g.gameId));
  return (
    <QueryState
      query={games}
      minHeight={180}
      errorMessage={games.errorMessage ?? undefined}
      isEmpty={(data) => others(data).length === 0}
      empty={t('tasks.gaming.noGames')}
    >
      {(data) => (
        <ul className="tasks-card-list">
          {others(data).map((game) => (
            <li key={game.gameId}>
              <ChallengeGameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
