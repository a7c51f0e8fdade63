import type { ReactNode } from 'react';
import { TournamentCover } from './tournament-cover';
import { Link } from '@portal/shared/router';
import { splitDateTime } from '@portal/shared/lib';
import type { Tournament } from '@portal/contracts';
import { entryFeeLabel, prizeLabel, prizeType } from '../lib/format';
import { bracketPath, playerStateText } from '../lib/player-state';
import type { CardMessage } from '../lib/message';
import { CANCELLED_NOTICE, cardStatus, type TournamentKind } from '../lib/status';
import './tournament-card.css';

export interface TournamentCardProps {
  tournament: Tournament;
  kind: TournamentKind;
  /** The join button (or 'Login Required'); shown only while the status allows joining. */
  action?: ReactNode;
  message?: CardMessage | null;
  onInfo: () => void;
  /** Where the title links to (weekly tournaments: their registration page). */
  titleTo?: string;
  /** In the first screen: its image loads at once instead of lazily. */
  priority?: boolean;
}

/** One tournament: game icon, time info, entry fee, prize, LIVE, join button, completed overlay, info. */
export function TournamentCard({
  tournament: t,
  kind,
  action,
  message,
  onInfo,
  titleTo,
  priority = false,
}: TournamentCardProps) {
  const s = cardStatus(t, kind);
  // The caller's next match time, once drawn, replaces the first round's.
  const { date, time } = splitDateTime(t.player?.time ?? t.time);
  const state = playerStateText(t.player);
  // Out, champion or placed: nothing left to join or play.
  const done =
    t.player != null && t.player.kind !== 'registered' && !t.player.play_now && t.player.kind !== 'bye';
  const banner = s.inProgress ? <p className="tournament-card__banner">Tournament is in progress</p> : null;
  return (
    <article
      className={`pz-card tournament-card${s.ended ? ' tournament-card--ended' : ''}`}
      aria-label={t.tourn_name}
      data-testid={`tournament-card-${t.id}`}
    >
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
            {banner}
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
      <div className="tournament-card__head">
        <h3 className="tournament-card__title">
          {titleTo ? <Link to={titleTo}>{t.tourn_name}</Link> : t.tourn_name}
        </h3>
        <button
          type="button"
          className="tournament-card__info"
          aria-label={`About ${t.tourn_name}`}
          onClick={onInfo}
        >
          i
        </button>
      </div>
      {!s.ended && banner}
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
      {message && (
        <p
          className={`tournament-card__message tournament-card__message--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      {state && (
        <p className="tournament-card__state" data-testid="tournament-player-state">
          {state}
        </p>
      )}
      <p className="tournament-card__bracket">
        <Link to={bracketPath(t)}>View bracket</Link>
      </p>
      {s.canJoin && action && !done && <div className="tournament-card__actions">{action}</div>}
    </article>
  );
}
