import { useState } from 'react';
import type { Game } from '@portal/contracts';
import { useQuery } from '@portal/shared/query';
import { useLocation } from '@portal/shared/router';
import { dailyGamesQueryOptions } from '@portal/shared/api';
import { Modal, QueryState } from '@portal/shared/ui';
import { GameCover } from '@portal/shared/ui';
import { useNameOf } from '../../../hooks/use-local-name';
import { useT } from '../../../i18n';
import { useSelectGame } from '../hooks/use-select-game';
import { GameChosenNotice } from './game-chosen-notice';
import '../../../components/tasks.css';

export interface GameSelectorProps {
  open: boolean;
  onClose: () => void;
  /** The game chosen now, marked in the list. */
  currentGameId?: number | null;
}

/**
 * 'SELECT YOUR GAME': the games of the daily task; choosing one stores it for the session. On /tasks
 * the page then shows the game's task; anywhere else a notice says what the pick did and links there.
 */
export function GameSelector({ open, onClose, currentGameId = null }: GameSelectorProps) {
  const games = useQuery({ ...dailyGamesQueryOptions(), enabled: open });
  const onTasksPage = useLocation().pathname.replace(/\/+$/, '') === '/tasks';
  const [chosen, setChosen] = useState<Game | null>(null);
  const select = useSelectGame((gameId) => {
    const game = games.data?.data.find((g) => g.gameId === gameId);
    if (onTasksPage || !game) onClose();
    else setChosen(game);
  });
  const t = useT();
  const nameOf = useNameOf();
  // Closed from outside (a parent that keeps it mounted), it opens again on the list, not the notice.
  if (!open && chosen) setChosen(null);
  if (chosen) {
    const close = () => {
      setChosen(null);
      onClose();
    };
    return <GameChosenNotice open={open} game={chosen} onClose={close} />;
  }
  return (
    <Modal open={open} title={t('tasks.selector.title')} onClose={onClose}>
      <QueryState query={games} minHeight={160} errorMessage={t('tasks.selector.loadFailed')}>
        {(data) => (
          <ul className="tasks-game-picker">
            {data.data.map((game) => {
              const noTask = game.task_today === 0;
              const current = game.gameId === currentGameId;
              return (
                <li key={game.gameId}>
                  <button
                    type="button"
                    disabled={select.isPending}
                    aria-pressed={current}
                    className={noTask ? 'tasks-game-picker__no-task' : undefined}
                    onClick={() => select.mutate(game.gameId)}
                  >
                    <GameCover game={game.name} src={game.thumbnail} className="game-cover" />
                    {nameOf(game.name, game)}
                    {noTask && <span className="tasks-game-picker__note">{t('tasks.selector.noTask')}</span>}
                    {current && (
                      <span className="tasks-game-picker__note">{t('tasks.selector.yourGame')}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {select.isError && (
        <p className="tasks-message tasks-message--error" role="alert">
          {select.error?.message}
        </p>
      )}
    </Modal>
  );
}
