import type { ReactNode } from 'react';
import { Link } from '@portal/shared/router';
import type { Tournament } from '@portal/contracts';
import { useT } from '../../../i18n';
import { useTournamentName } from '../hooks/use-tournament-name';
import { useSay } from '../lib/messages';
import { bracketPath, playerStateText } from '../lib/player-state';
import type { CardMessage } from '../lib/message';
import { cardStatus, type TournamentKind } from '../lib/status';
import { InProgressBanner, TournamentCardMedia, TournamentCardMeta } from './tournament-card-parts';
import './tournament-card.css';

export interface TournamentCardProps {
  tournament: Tournament;
  kind: TournamentKind;
  /**
   * The join button (or 'Login Required') and its companions; shown while the status allows joining
   * and the caller has something to do in it.
   */
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
  const tr = useT();
  const say = useSay();
  const name = useTournamentName()(t);
  const s = cardStatus(t, kind);
  const state = playerStateText(t.player);
  // Out, champion, placed, or waiting for a later match: nothing to join or play now.
  const done =
    t.player != null && t.player.kind !== 'registered' && !t.player.play_now && t.player.kind !== 'bye';
  return (
    <article
      className={`pz-card tournament-card${s.ended ? ' tournament-card--ended' : ''}`}
      aria-label={name}
      data-testid={`tournament-card-${t.id}`}
    >
      <TournamentCardMedia t={t} status={s} priority={priority} />
      <div className="tournament-card__head">
        <h3 className="tournament-card__title">{titleTo ? <Link to={titleTo}>{name}</Link> : name}</h3>
        <button
          type="button"
          className="tournament-card__info"
          aria-label={tr('tournaments.card.about', { name })}
          onClick={onInfo}
        />
      </div>
      {!s.ended && <InProgressBanner status={s} />}
      <TournamentCardMeta t={t} />
      {message && (
        <p
          className={`tournament-card__message tournament-card__message--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {say(message.text)}
          {message.details && <span className="tournament-card__details">{message.details}</span>}
        </p>
      )}
      {state && (
        <p className="tournament-card__state" data-testid="tournament-player-state">
          {state}
        </p>
      )}
      <p className="tournament-card__bracket">
        <Link to={bracketPath(t)}>{tr('tournaments.card.viewBracket')}</Link>
      </p>
      {s.canJoin && action && !done && <div className="tournament-card__actions">{action}</div>}
    </article>
  );
}
