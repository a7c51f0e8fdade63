// The cover and the facts list of the tournament card (tournament-card.tsx).
import { Link } from '@portal/shared/router';
import { splitDateTime } from '@portal/shared/lib';
import type { Tournament } from '@portal/contracts';
import { entryFeeLabel, prizeLabel, prizeType } from '../lib/format';
import { CANCELLED_NOTICE, type CardStatus } from '../lib/status';
import { TournamentCover } from './tournament-cover';

export function InProgressBanner({ status }: { status: CardStatus }) {
  return status.inProgress ? <p className="tournament-card__banner">Tournament is in progress</p> : null;
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
  return (
    <div className="tournament-card__media">
      <TournamentCover t={t} priority={priority} />
      {s.live && (
        <span className="tournament-card__live">
          <span aria-hidden="true" className="tournament-card__dot" />
          LIVE
        </span>
      )}
      {s.ended && (
        <div className="tournament-card__overlay" data-testid="completed-overlay">
          <InProgressBanner status={s} />
          {s.endedNotice && <p className="tournament-card__banner">Tournament has ended</p>}
          {s.cancelled && <p className="tournament-card__banner">{CANCELLED_NOTICE}</p>}
          {s.highlights && (
            <Link className="pz-button pz-button--secondary" to="/highlights">
              VIEW HIGHLIGHTS
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** Date, time, entry fee, prize and, when there is a third prize, how third place is decided. */
export function TournamentCardMeta({ t }: { t: Tournament }) {
  // The caller's next match time, once drawn, replaces the first round's.
  const { date, time } = splitDateTime(t.player?.time ?? t.time);
  return (
    <dl className="tournament-card__meta">
      <div>
        <dt>Date</dt>
        <dd>{date}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{time}</dd>
      </div>
      <div>
        <dt>Entry Fee</dt>
        <dd>{entryFeeLabel(t)}</dd>
      </div>
      <div>
        <dt>Prize</dt>
        <dd>{prizeLabel(t.prize, prizeType(t))}</dd>
      </div>
      {t.third_prize > 0 && (
        <div>
          <dt>3rd Place</dt>
          <dd>{t.third_place === 'shared' ? 'Shared by the semi-final losers' : 'Third-place match'}</dd>
        </div>
      )}
    </dl>
  );
}
