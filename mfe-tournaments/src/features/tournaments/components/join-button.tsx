import { useAtomValue } from 'jotai';
import { Link } from '@portal/shared/router';
import { redirectToLanding } from '@portal/shared/lib';
import { isLoggedInAtom } from '@portal/shared/session';
import type { Tournament } from '@portal/contracts';
import { useT } from '../../../i18n';
import { useTournamentName } from '../hooks/use-tournament-name';
import { canPlayNow, hasEntered } from '../lib/player-state';

export const LOGIN_REQUIRED = 'Login Required';

/**
 * docs/product/tournaments.md: 'Play Now' while the tournament is running, else 'Join Now'; for a registered
 * player, 'Play Now' only while their own match room is open, else 'Joined'.
 */
export const joinLabel = (t: Pick<Tournament, 'is_running' | 'player'>) =>
  canPlayNow(t) ? 'Play Now' : hasEntered(t) ? 'Joined' : 'Join Now';

const LABEL_IDS = {
  'Play Now': 'tournaments.join.playNow',
  Joined: 'tournaments.join.entered',
  'Join Now': 'tournaments.join.joinNow',
} as const;

export type JoinButtonProps = { tournament: Tournament } & (
  { to: string; onJoin?: never; pending?: never } | { onJoin: () => void; pending?: boolean; to?: never }
);

/**
 * The card's join control; guests see 'Login Required', which sends them to the landing page. A
 * subscriber already in reads 'Joined' on a quieter button that still answers as the spec's Join
 * Now does ('already registered', or the room popup once their match can be played).
 */
export function JoinButton({ tournament, to, onJoin, pending }: JoinButtonProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const t = useT();
  const label = t(LABEL_IDS[joinLabel(tournament)]);
  const className = hasEntered(tournament) ? 'pz-button pz-button--secondary' : 'pz-button';
  const ariaLabel = t('tournaments.join.buttonLabel', {
    action: label,
    name: useTournamentName()(tournament),
  });
  if (!loggedIn) {
    return (
      <button type="button" className="pz-button pz-button--secondary" onClick={redirectToLanding}>
        {t('tournaments.join.loginRequired')}
      </button>
    );
  }
  if (to) {
    return (
      <Link className={className} to={to} aria-label={ariaLabel}>
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={onJoin}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={ariaLabel}
    >
      {label}
    </button>
  );
}
