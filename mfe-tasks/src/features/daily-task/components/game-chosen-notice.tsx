import type { Game } from '@portal/contracts';
import { Link } from '@portal/shared/router';
import { Modal } from '@portal/shared/ui';
import { useNameOf } from '../../../hooks/use-local-name';
import { useT } from '../../../i18n';

export interface GameChosenNoticeProps {
  open: boolean;
  /** The game just chosen in 'SELECT YOUR GAME'. */
  game: Game;
  onClose: () => void;
}

/**
 * After a pick away from /tasks, where nothing on screen changes: names the game, says whether its
 * task is open today, and leads to /tasks (docs/product/streak-and-tasks.md, start-up popups).
 */
export function GameChosenNotice({ open, game, onClose }: GameChosenNoticeProps) {
  const t = useT();
  const name = useNameOf()(game.name, game);
  const noTask = game.task_today === 0;
  return (
    <Modal
      open={open}
      title={t(noTask ? 'tasks.selector.chosenNoTask' : 'tasks.selector.taskReady', { game: name })}
      onClose={onClose}
    >
      <p className="pz-muted">
        {t(noTask ? 'tasks.selector.chosenNoTaskHint' : 'tasks.selector.taskReadyHint')}
      </p>
      <div className="pz-actions">
        {/* Closing first: the shell unmounts the popup, the link still navigates. */}
        <Link to="/tasks" className="pz-button" onClick={onClose}>
          {t('tasks.selector.goToTask')}
        </Link>
        <button type="button" className="pz-button pz-button--secondary" onClick={onClose}>
          {t('tasks.selector.notNow')}
        </button>
      </div>
    </Modal>
  );
}
