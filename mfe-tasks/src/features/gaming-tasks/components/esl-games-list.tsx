import { useQuery } from '@portal/shared/query';
import { eslGamesQueryOptions } from '@portal/shared/api';
import { QueryState } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { activeEslGames } from '../lib/esl-games';
import { EslGameCard } from './esl-game-card';

/** 'Made by ESL': the active ESL games, with their loading and error states. */
export function EslGamesList() {
  const games = useQuery(eslGamesQueryOptions());
  const t = useT();
  return (
    <QueryState
      query={games}
      minHeight={180}
      errorMessage={t('tasks.gaming.eslLoadFailed')}
      isEmpty={(data) => activeEslGames(data).length === 0}
      empty={t('tasks.gaming.noGames')}
    >
      {(data) => (
        <ul className="tasks-card-list">
          {activeEslGames(data).map((game) => (
            <li key={game.gameId}>
              <EslGameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
