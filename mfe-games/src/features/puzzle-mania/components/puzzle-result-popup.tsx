import type { UseMutationResult } from '@portal/shared/query';
import type { PuzzleState } from '@portal/game-rules/puzzle';
import type { GameLevelResultResponse } from '@portal/contracts';
import { Modal } from '@portal/shared/ui';
import { REPORT_FAILED_TITLE, failureBanner, successBanner } from '../lib/puzzle-messages';

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
  if (state.status !== 'solved' && state.status !== 'failed') return null;
  const solved = state.status === 'solved';
  const title =
    report.status === 'success' && report.data
      ? report.data.message
      : report.status === 'error'
        ? REPORT_FAILED_TITLE[state.status]
        : solved
          ? 'Puzzle solved!'
          : 'Out of moves!';
  return (
    <Modal open={open} title={title} onClose={onClose} className="puzzle-result">
      {report.status === 'pending' && <p role="status">Saving your result...</p>}
      <p>{solved ? successBanner(state) : failureBanner(state)}</p>
      <div className="puzzle-result__actions">
        <button type="button" className="pz-button" onClick={onPlayAgain}>
          Play Again
        </button>
        <button type="button" className="pz-button pz-button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
