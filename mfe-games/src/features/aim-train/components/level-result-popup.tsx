import type { UseMutationResult } from '@portal/shared/query';
import type { GameLevelResultResponse } from '@portal/contracts';
import { Modal } from '@portal/shared/ui';
import type { LevelOutcome } from '../hooks/use-aim-train-level';

export interface LevelResultPopupProps {
  outcome: LevelOutcome | null;
  report: Pick<UseMutationResult<GameLevelResultResponse, Error, never>, 'status' | 'data' | 'error'>;
  onClose: () => void;
}

/** The end-of-level popup: the outcome, what the level-result call said, and Close. */
export function LevelResultPopup({ outcome, report, onClose }: LevelResultPopupProps) {
  if (!outcome) return null;
  const credited = report.data?.data?.credited ?? 0;
  return (
    <Modal open title={outcome.message} onClose={onClose} className="level-result">
      {report.status === 'pending' && <p role="status">Saving your result...</p>}
      {report.status === 'success' && credited > 0 && <p>{credited} credits added to your wallet.</p>}
      {report.status === 'success' && credited === 0 && outcome.passed && (
        <p>This level was already credited today.</p>
      )}
      {report.status === 'error' && <p role="alert">{report.error?.message}</p>}
      <button type="button" className="pz-button" onClick={onClose}>
        Close
      </button>
    </Modal>
  );
}
