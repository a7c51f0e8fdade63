import { useState } from 'react';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';
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
  const t = useT();
  const finished = view.phase === 'finished';
  const title = finished || view.connectionError ? matchStatusText(view) : null;
  // Dismissed by the error itself, so switching the language does not bring it back.
  const key = view.connectionError ?? (finished ? 'finished' : null);
  if (!title || key === dismissed) return null;
  const close = () => (finished ? onLeave() : setDismissed(key));
  return (
    <Modal
      open
      title={title}
      onClose={close}
      closeLabel={t('games.common.close')}
      className="cannon-clash__popup"
    >
      {finished && saving && <p role="status">{t('games.common.saving')}</p>}
      {finished && view.reason && <p>{reasonText(view.reason, view.victory === true)}</p>}
      {finished && !saving && <p>{outcomeText(outcome, view.victory === true, practice)}</p>}
      {!finished && <p>{t('games.cannon.notConnected')}</p>}
      <button type="button" className="pz-button" onClick={close}>
        {t('games.common.close')}
      </button>
    </Modal>
  );
}
