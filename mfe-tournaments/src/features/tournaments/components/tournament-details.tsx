import { Link } from '@portal/shared/router';
import { TournamentCover } from './tournament-cover';
import { splitDateTime } from '@portal/shared/lib';
import type { Tournament } from '@portal/contracts';
import { CANCELLED_NOTICE, STATUS_CANCELLED, STATUS_IN_PROGRESS } from '../lib/status';
import { PrizeFacts } from './prize-facts';

/** The tournament view of /join-tournament: cover, time, fee, prizes and its status. */
export function TournamentDetails({ tournament: t }: { tournament: Tournament }) {
  const start = splitDateTime(t.timeStart || t.time);
  const end = splitDateTime(t.timeEnd);
  return (
    <section className="join-tournament__details pz-card" aria-labelledby="join-tournament-name">
      <div className="join-tournament__media">
        {t.banner ? <img src={t.banner} alt="" width={640} height={360} /> : <TournamentCover t={t} />}
        {t.is_running === 1 && <span className="tournament-card__live">LIVE</span>}
      </div>
      <h2 id="join-tournament-name">{t.tourn_name}</h2>
      {t.status === STATUS_IN_PROGRESS && (
        <p className="tournament-card__banner">Tournament is in progress</p>
      )}
      {t.status === STATUS_CANCELLED && <p className="tournament-card__banner">{CANCELLED_NOTICE}</p>}
      {t.status > STATUS_IN_PROGRESS && t.status !== STATUS_CANCELLED && (
        <Link className="pz-button pz-button--secondary" to="/highlights">
          VIEW HIGHLIGHTS
        </Link>
      )}
      <dl className="join-tournament__facts">
        <dt>Game</dt>
        <dd>{t.game_name}</dd>
        <dt>Date</dt>
        <dd>{start.date}</dd>
        <dt>Time</dt>
        <dd>{start.time === 'N/A' || end.time === 'N/A' ? start.time : `${start.time} - ${end.time}`}</dd>
        <dt>Platform</dt>
        <dd>{t.platform || 'N/A'}</dd>
        <PrizeFacts tournament={t} />
      </dl>
    </section>
  );
}
