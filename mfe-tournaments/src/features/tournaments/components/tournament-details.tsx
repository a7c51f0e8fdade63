import { Link } from '@portal/shared/router';
import { TournamentCover } from './tournament-cover';
import type { Tournament } from '@portal/contracts';
import { useT } from '../../../i18n';
import { useTournamentName } from '../hooks/use-tournament-name';
import { dateTimeParts, notAvailable, platformLabel } from '../lib/format';
import { STATUS_CANCELLED, STATUS_IN_PROGRESS } from '../lib/status';
import { PrizeFacts } from './prize-facts';

/** The tournament view of /join-tournament: cover, time, fee, prizes and its status. */
export function TournamentDetails({ tournament: t }: { tournament: Tournament }) {
  const tr = useT();
  const name = useTournamentName()(t);
  const start = dateTimeParts(t.timeStart || t.time);
  const end = dateTimeParts(t.timeEnd);
  const missing = notAvailable();
  return (
    <section className="join-tournament__details pz-card" aria-labelledby="join-tournament-name">
      <div className="join-tournament__media">
        {t.banner ? <img src={t.banner} alt="" width={640} height={360} /> : <TournamentCover t={t} />}
        {t.is_running === 1 && <span className="tournament-card__live">{tr('tournaments.card.live')}</span>}
      </div>
      <h2 id="join-tournament-name">{name}</h2>
      {t.status === STATUS_IN_PROGRESS && (
        <p className="tournament-card__banner">{tr('tournaments.card.inProgress')}</p>
      )}
      {t.status === STATUS_CANCELLED && (
        <p className="tournament-card__banner">{tr('tournaments.card.cancelled')}</p>
      )}
      {t.status > STATUS_IN_PROGRESS && t.status !== STATUS_CANCELLED && (
        <Link className="pz-button pz-button--secondary" to="/highlights">
          {tr('tournaments.card.highlights')}
        </Link>
      )}
      <dl className="join-tournament__facts">
        <dt>{tr('tournaments.facts.game')}</dt>
        <dd>{t.game_name}</dd>
        <dt>{tr('tournaments.facts.date')}</dt>
        <dd>{start.date}</dd>
        <dt>{tr('tournaments.facts.time')}</dt>
        <dd>
          {start.time === missing || end.time === missing
            ? start.time
            : tr('tournaments.facts.timeRange', { start: start.time, end: end.time })}
        </dd>
        <dt>{tr('tournaments.facts.platform')}</dt>
        <dd>{platformLabel(t.platform)}</dd>
        <PrizeFacts tournament={t} />
      </dl>
    </section>
  );
}
