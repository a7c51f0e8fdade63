import { splitDateTime } from '@portal/shared/lib';
import type { Tournament } from '@portal/contracts';
import { Link } from '@portal/shared/router';
import { Modal } from '@portal/shared/ui';
import { bracketPath } from '../lib/player-state';
import { PrizeFacts } from './prize-facts';
import './tournament-info-modal.css';

export interface TournamentInfoModalProps {
  tournament: Tournament | null;
  onClose: () => void;
}

const when = (value: string) => {
  const { date, time } = splitDateTime(value);
  return date === 'N/A' ? 'N/A' : `${date} ${time}`;
};

/** The card's info button (games other than Cannon Clash): prizes, times and the field. */
export function TournamentInfoModal({ tournament: t, onClose }: TournamentInfoModalProps) {
  return (
    <Modal open={t !== null} title={t?.tourn_name ?? 'Tournament'} onClose={onClose}>
      {t && (
        <dl className="tournament-info">
          <dt>Game</dt>
          <dd>{t.game_name}</dd>
          <dt>Platform</dt>
          <dd>{t.platform || 'N/A'}</dd>
          <dt>Starts</dt>
          <dd>{when(t.timeStart)}</dd>
          <dt>Ends</dt>
          <dd>{when(t.timeEnd)}</dd>
          <PrizeFacts tournament={t} />
        </dl>
      )}
      {t && (
        <p>
          <Link to={bracketPath(t)} onClick={onClose}>
            View bracket
          </Link>
        </p>
      )}
      <p className="pz-muted">A tournament needs at least 10 checked-in players.</p>
    </Modal>
  );
}
