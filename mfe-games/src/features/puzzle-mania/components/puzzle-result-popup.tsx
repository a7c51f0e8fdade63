import type { UseMutationResult } from '@portal/shared/query';
import type { PuzzleState } from '@portal/game-rules/puzzle';
import type { GameLevelResultResponse } from '@portal/contracts';
import { apiMessage, useLocale } from '@portal/shared/i18n';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { failureBanner, reportFailedTitle, successBanner } from '../lib/puzzle-messages';

export interface PuzzleResultPopupProps {
  state: PuzzleState;
  report: Pick<UseMutationResult<GameLevelResultResponse, Error, boolean>, 'status' | 'data'>;
  open: boolean;
  onClose: () => void;
  onPlayAgain: () => void;
}

/**
 * The end-of-board popup: the level-result call's own message, or 'Puzzle completed!' /
 * 'Try again!' when that call failed (docs/product/games.md).
 */
export function PuzzleResultPopup({ state, report, open, onClose, onPlayAgain }: PuzzleResultPopupProps) {
  const t = useT();
  const locale = useLocale();
  if (state.status !== 'solved' && state.status !== 'failed') return null;
  const solved = state.status === 'solved';
  // The api's message is English; another language shows its text for the answer's code, else ours.
  // (with the answer's values: the level and the credits of 'Level 1 completed! 10 credits added.')
  const answer = report.data;
  const title =
    report.status === 'success' && answer
      ? apiMessage(
          answer.code,
          locale === 'en' ? answer.message : undefined,
          reportFailedTitle(state.status),
          answer.values,
        )
      : report.status === 'error'
        ? reportFailedTitle(state.status)
        : t(solved ? 'games.puzzle.result.solved' : 'games.puzzle.result.outOfMoves');
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={t('games.common.close')}
      className="puzzle-result"
    >
      {report.status === 'pending' && <p role="status">{t('games.common.saving')}</p>}
      <p>{solved ? successBanner(state) : failureBanner(state)}</p>
      <div className="puzzle-result__actions">
        <button type="button" className="pz-button" onClick={onPlayAgain}>
          {t('games.puzzle.playAgain')}
        </button>
        <button type="button" className="pz-button pz-button--secondary" onClick={onClose}>
          {t('games.common.close')}
        </button>
      </div>
    </Modal>
  );
}
