import { useAtomValue } from 'jotai';
import { Link } from '@portal/shared/router';
import { redirectToLanding } from '@portal/shared/lib';
import { isLoggedInAtom } from '@portal/shared/session';
import type { Tournament } from '@portal/contracts';
import { useT } from '../../../i18n';
import { useTournamentName } from '../hooks/use-tournament-name';
import { canPlayNow } from '../lib/player-state';

export const LOGIN_REQUIRED = 'Login Required';

/**
 * docs/product/tournaments.md: 'Play Now' while the tournament is running, else 'Join Now'; for a registered
 * player, 'Play Now' only while their own match room is open.
 */
export const joinLabel = (t: Pick<Tournament, 'is_running' | 'player'>) =>
  canPlayNow(t) ? 'Play Now' : 'Join Now';

export type JoinButtonProps = { tournament: Tournament } & (
  { to: string; onJoin?: never; pending?: never } | { onJoin: () => void; pending?: boolean; to?: never }
);

/** The card's join control; guests see 'Login Required', which sends them to the landing page. */
export function JoinButton({ tournament, to, onJoin, pending }: JoinButtonProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const t = useT();
  const label = t(canPlayNow(tournament) ? 'tournaments.join.playNow' : 'tournaments.join.joinNow');
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
      <Link className="pz-button" to={to} aria-label={ariaLabel}>
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="pz-button"
      onClick={onJoin}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={ariaLabel}
    >
      {label}
    </button>
  );
}
