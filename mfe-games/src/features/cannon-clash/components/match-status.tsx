import '../../../i18n';
import { formatNumber, t, useLocale } from '@portal/shared/i18n';
import type { MatchView } from '../hooks/use-cannon-match';
import { connectionErrorText } from '../lib/connection-reason';

/** Before the countdown: who the room waits for (the opponent to come or to turn their phone, or us). */
function waitingText(view: MatchView, upright: boolean): string {
  const opponent = view.opponent ?? 'absent';
  if (opponent !== 'absent' && upright) return t('games.cannon.phase.turnToStart');
  return t(opponent === 'present' ? 'games.cannon.phase.opponentTurning' : 'games.cannon.phase.waiting');
}

/**
 * The phase line (docs/product/games.md), or 'Connection error: {reason}', in the active language.
 * `upright`: the rotate notice covers this player's game.
 */
export function matchStatusText(view: MatchView, upright = false): string | null {
  if (view.connectionError) return connectionErrorText(view.connectionError);
  switch (view.phase) {
    case 'waiting':
      return view.countdown
        ? t('games.cannon.phase.getReady', { seconds: formatNumber(view.countdown) })
        : waitingText(view, upright);
    case 'playing':
      return t(view.opponentAway ? 'games.cannon.phase.opponentAway' : 'games.cannon.phase.playing');
    case 'finished':
      return t(view.victory ? 'games.cannon.phase.victory' : 'games.cannon.phase.defeat');
    default:
      return null;
  }
}

export function MatchStatus({
  view,
  loaded,
  upright,
}: {
  view: MatchView;
  loaded: boolean;
  upright: boolean;
}) {
  useLocale(); // re-render on a language switch
  const text = matchStatusText(view, upright) ?? (loaded ? t('games.cannon.phase.joining') : '');
  const tone = view.connectionError
    ? 'error'
    : view.phase === 'finished'
      ? view.victory
        ? 'victory'
        : 'defeat'
      : 'info';
  return (
    <p className={`cannon-clash__status cannon-clash__status--${tone}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}
