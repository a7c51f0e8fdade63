import type { Tournament } from '@portal/contracts';
import { Link } from '@portal/shared/router';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useTournamentName } from '../hooks/use-tournament-name';
import { dateTimeText, platformLabel } from '../lib/format';
import { bracketPath } from '../lib/player-state';
import { PrizeFacts } from './prize-facts';
import './tournament-info-modal.css';

export interface TournamentInfoModalProps {
  tournament: Tournament | null;
  onClose: () => void;
}

/** The card's info button (games other than Cannon Clash): prizes, times and the field. */
export function TournamentInfoModal({ tournament: t, onClose }: TournamentInfoModalProps) {
  const tr = useT();
  const nameOf = useTournamentName();
  return (
    <Modal open={t !== null} title={t ? nameOf(t) : tr('tournaments.info.title')} onClose={onClose}>
      {t && (
        <dl className="tournament-info">
          <dt>{tr('tournaments.facts.game')}</dt>
          <dd>{t.game_name}</dd>
          <dt>{tr('tournaments.facts.platform')}</dt>
          <dd>{platformLabel(t.platform)}</dd>
          <dt>{tr('tournaments.facts.starts')}</dt>
          <dd>{dateTimeText(t.timeStart)}</dd>
          <dt>{tr('tournaments.facts.ends')}</dt>
          <dd>{dateTimeText(t.timeEnd)}</dd>
          <PrizeFacts tournament={t} />
        </dl>
      )}
      {t && (
        <p>
          <Link to={bracketPath(t)} onClick={onClose}>
            {tr('tournaments.card.viewBracket')}
          </Link>
        </p>
      )}
      <p className="pz-muted">{tr('tournaments.info.minimum')}</p>
    </Modal>
  );
}
