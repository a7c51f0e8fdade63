import { useQuery } from '@portal/shared/query';
import { dailyGamesQueryOptions } from '@portal/shared/api';
import { Modal, QueryState } from '@portal/shared/ui';
import { GameCover } from '@portal/shared/ui';
import { useSelectGame } from '../hooks/use-select-game';
import '../../../components/tasks.css';

export interface GameSelectorProps {
  open: boolean;
  onClose: () => void;
  /** The game chosen now, marked in the list. */
  currentGameId?: number | null;
}

/** 'SELECT YOUR GAME': the games of the daily task; choosing one stores it for the session. */
export function GameSelector({ open, onClose, currentGameId = null }: GameSelectorProps) {
  const games = useQuery({ ...dailyGamesQueryOptions(), enabled: open });
  const select = useSelectGame(onClose);
  return (
    <Modal open={open} title="SELECT YOUR GAME" onClose={onClose}>
      <QueryState query={games} minHeight={160} errorMessage="Failed to load games">
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
                    {game.name}
                    {noTask && <span className="tasks-game-picker__note">No task today</span>}
                    {current && <span className="tasks-game-picker__note">Your game</span>}
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
