import type { PuzzleState } from '@portal/game-rules/puzzle';

/** Popup title when the level-result call failed (docs/product/games.md). */
export const REPORT_FAILED_TITLE = { solved: 'Puzzle completed!', failed: 'Try again!' } as const;

export function successBanner(state: PuzzleState): string {
  return `Congratulations! You solved the puzzle in ${state.moves} moves and ${state.elapsedSeconds} seconds.`;
}

export function failureBanner(state: PuzzleState): string {
  return `Out of moves! The puzzle had to be solved within ${state.allowedMoves} moves.`;
}
