// The board's end texts in the active language (src/i18n: games.puzzle.*).
import '../../../i18n';
import { formatNumber, t } from '@portal/shared/i18n';
import type { PuzzleState } from '@portal/game-rules/puzzle';

/** Popup title when the level-result call failed (docs/product/games.md): 'Puzzle completed!' / 'Try again!'. */
export function reportFailedTitle(status: 'solved' | 'failed'): string {
  return t(status === 'solved' ? 'games.puzzle.result.completed' : 'games.puzzle.result.tryAgain');
}

export function successBanner(state: PuzzleState): string {
  return t('games.puzzle.banner.success', {
    moves: formatNumber(state.moves),
    seconds: formatNumber(state.elapsedSeconds),
  });
}

export function failureBanner(state: PuzzleState): string {
  return t('games.puzzle.banner.failure', { allowed: formatNumber(state.allowedMoves) });
}
