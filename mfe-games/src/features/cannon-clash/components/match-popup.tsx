import { useState } from 'react';
import { Modal } from '@portal/shared/ui';
import type { MatchOutcome } from '@portal/contracts';
import type { MatchView } from '../hooks/use-cannon-match';
import { outcomeText, reasonText } from '../../../game-contracts/match-outcome-text';
import { matchStatusText } from './match-status';

export interface MatchPopupProps {
  view: MatchView;
  /** The result submission is running. */
  saving: boolean;
  /** The api's outcome of the accepted report (tournament matches). */
  outcome: MatchOutcome | undefined;
  /** A practice room: no tournament result. */
  practice: boolean;
  /** Leaves the finished match (to /tournaments). */
  onLeave: () => void;
}

/**
 * The popup with Close (docs/product/games.md): it opens when the match ends (Victory / Defeat) and on a
 * connection error. Closing it after the end goes to /tournaments; closing an error popup keeps
 * the page (the phase line still shows the error).
 */
export function MatchPopup({ view, saving, outcome, practice, onLeave }: MatchPopupProps) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const finished = view.phase === 'finished';
  const title = finished || view.connectionError ? matchStatusText(view) : null;
  if (!title || title === dismissed) return null;
  const close = () => (finished ? onLeave() : setDismissed(title));
  return (
    <Modal open title={title} onClose={close} className="cannon-clash__popup">
      {finished && saving && <p role="status">Saving your result...</p>}
      {finished && view.reason && <p>{reasonText(view.reason, view.victory === true)}</p>}
      {finished && !saving && <p>{outcomeText(outcome, view.victory === true, practice)}</p>}
      {!finished && <p>You are not connected to the match. Reload the page to join the room again.</p>}
      <button type="button" className="pz-button" onClick={close}>
        Close
      </button>
    </Modal>
  );
}
