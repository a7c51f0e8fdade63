import type { MatchView } from '../hooks/use-cannon-match';
import { PHASE_TEXT, connectionErrorText } from '../../../game-contracts/cannon-clash';

/** The phase line (docs/product/games.md), or 'Connection error: {reason}'. */
export function matchStatusText(view: MatchView): string | null {
  if (view.connectionError) return connectionErrorText(view.connectionError);
  switch (view.phase) {
    case 'waiting':
      return view.countdown ? `${PHASE_TEXT.getReady} ${view.countdown}` : PHASE_TEXT.waiting;
    case 'playing':
      return view.opponentAway ? PHASE_TEXT.opponentAway : PHASE_TEXT.playing;
    case 'finished':
      return view.victory ? PHASE_TEXT.victory : PHASE_TEXT.defeat;
    default:
      return null;
  }
}

export function MatchStatus({ view, loaded }: { view: MatchView; loaded: boolean }) {
  const text = matchStatusText(view) ?? (loaded ? 'Joining the room...' : '');
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
