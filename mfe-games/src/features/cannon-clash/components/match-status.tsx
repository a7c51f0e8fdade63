import '../../../i18n';
import { formatNumber, t, useLocale } from '@portal/shared/i18n';
import type { MatchView } from '../hooks/use-cannon-match';
import { connectionErrorText } from '../lib/connection-reason';

/** The phase line (docs/product/games.md), or 'Connection error: {reason}', in the active language. */
export function matchStatusText(view: MatchView): string | null {
  if (view.connectionError) return connectionErrorText(view.connectionError);
  switch (view.phase) {
    case 'waiting':
      return view.countdown
        ? t('games.cannon.phase.getReady', { seconds: formatNumber(view.countdown) })
        : t('games.cannon.phase.waiting');
    case 'playing':
      return t(view.opponentAway ? 'games.cannon.phase.opponentAway' : 'games.cannon.phase.playing');
    case 'finished':
      return t(view.victory ? 'games.cannon.phase.victory' : 'games.cannon.phase.defeat');
    default:
      return null;
  }
}

export function MatchStatus({ view, loaded }: { view: MatchView; loaded: boolean }) {
  useLocale(); // re-render on a language switch
  const text = matchStatusText(view) ?? (loaded ? t('games.cannon.phase.joining') : '');
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
