import { Modal } from '@portal/shared/ui';
import type { LeaveQuestion } from '../hooks/use-leave-warning';
import { useT } from '../../../i18n';

/** Asked when a link would leave a level in play: leaving fails the level for today. */
export function LeaveLevelDialog({ question }: { question: LeaveQuestion }) {
  const t = useT();
  return (
    <Modal open={question.open} title={t('games.level.leaveTitle')} onClose={question.stay}>
      <p>{t('games.level.leaveNote')}</p>
      <div className="pz-actions">
        <button type="button" className="pz-button" onClick={question.stay}>
          {t('games.level.stay')}
        </button>
        <button type="button" className="pz-button pz-button--secondary" onClick={question.leave}>
          {t('games.level.leave')}
        </button>
      </div>
    </Modal>
  );
}
