// The cover and the facts list of the tournament card (tournament-card.tsx).
import { Link } from '@portal/shared/router';
import type { Tournament } from '@portal/contracts';
import { limits } from '@portal/contracts/rules';
import { formatNumber } from '@portal/shared/i18n';
import { useT } from '../../../i18n';
import { dateTimeParts, entryFeeLabel, prizeLabel, prizeType } from '../lib/format';
import { STATUS_OPEN, type CardStatus } from '../lib/status';
import { thirdPlaceRule } from '../lib/third-place';
import { TournamentCover } from './tournament-cover';

export function InProgressBanner({ status }: { status: CardStatus }) {
  const t = useT();
  return status.inProgress ? (
    <p className="tournament-card__banner">{t('tournaments.card.inProgress')}</p>
  ) : null;
}

/** The game image with LIVE and, once the tournament is over, the completed overlay. */
export function TournamentCardMedia({
  t,
  status: s,
  priority,
}: {
  t: Tournament;
  status: CardStatus;
  priority: boolean;
}) {
  const tr = useT();
  return (
    <div className="tournament-card__media">
      <TournamentCover t={t} priority={priority} />
      {s.live && (
        <span className="tournament-card__live">
          <span aria-hidden="true" className="tournament-card__dot" />
          {tr('tournaments.card.live')}
        </span>
      )}
      {s.ended && (
        <div className="tournament-card__overlay" data-testid="completed-overlay">
          <InProgressBanner status={s} />
          {s.endedNotice && <p className="tournament-card__banner">{tr('tournaments.card.ended')}</p>}
          {s.cancelled && <p className="tournament-card__banner">{tr('tournaments.card.cancelled')}</p>}
          {s.highlights && (
            <Link className="pz-button pz-button--secondary" to="/highlights">
              {tr('tournaments.card.highlights')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * How many have checked in so far, while entries are open; below the minimum, also that the
 * tournament needs that many to start (it is cancelled at its start time otherwise).
 */
function PlayersFact({ count }: { count: number }) {
  const tr = useT();
  const min = limits.tournamentMinPlayers;
  return (
    <div className="tournament-card__wide">
      <dt>{tr('tournaments.facts.players')}</dt>
      <dd>
        {tr('tournaments.card.checkedIn', { count: formatNumber(count) })}
        {count < min && (
          <span className="tournament-card__rule">
            {tr('tournaments.card.minPlayers', { min: formatNumber(min) })}
          </span>
        )}
      </dd>
    </div>
  );
}

/**
 * Date, time, entry fee, prize, the players while entries are open and, when there is a third prize,
 * how third place is decided for the players checked in.
 */
export function TournamentCardMeta({ t }: { t: Tournament }) {
  // The caller's next match time, once drawn, replaces the first round's.
  const tr = useT();
  const { date, time } = dateTimeParts(t.player?.time ?? t.time);
  // Whether a third-place match is played depends on how many play (12 leave one semi-final).
  const thirdRule = thirdPlaceRule(t);
  return (
    <dl className="tournament-card__meta">
      <div>
        <dt>{tr('tournaments.facts.date')}</dt>
        <dd>{date}</dd>
      </div>
      <div>
        <dt>{tr('tournaments.facts.time')}</dt>
        <dd>{time}</dd>
      </div>
      <div>
        <dt>{tr('tournaments.facts.entryFee')}</dt>
        <dd>{entryFeeLabel(t)}</dd>
      </div>
      <div>
        <dt>{tr('tournaments.facts.prize')}</dt>
        <dd>{prizeLabel(t.prize, prizeType(t))}</dd>
      </div>
      {t.second_prize > 0 && (
        <div>
          <dt>{tr('tournaments.facts.secondPrize')}</dt>
          <dd>{prizeLabel(t.second_prize, prizeType(t))}</dd>
        </div>
      )}
      {t.third_prize > 0 && (
        // The third prize itself, and how third place is decided under it.
        <div>
          <dt>{tr('tournaments.facts.thirdPrize')}</dt>
          <dd>
            {prizeLabel(t.third_prize, prizeType(t))}
            {thirdRule && <span className="tournament-card__rule">{tr(thirdRule)}</span>}
          </dd>
        </div>
      )}
      {t.status === STATUS_OPEN && <PlayersFact count={t.total_checkin} />}
    </dl>
  );
}
