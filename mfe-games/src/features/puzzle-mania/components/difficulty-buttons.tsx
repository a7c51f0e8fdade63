import { puzzleLevel, type PuzzleLevelNumber } from '@portal/game-rules/puzzle';

/**
 * Easy (3x3), Medium (4x4), Hard (5x5). Opened with a level (always, from the challenge's routing
 * state), only that level's button shows and it cannot be changed (docs/product/games.md).
 */
export function DifficultyButtons({ level }: { level: PuzzleLevelNumber }) {
  const l = puzzleLevel(level);
  return (
    <div className="puzzle-difficulty" role="group" aria-label="Difficulty">
      <button type="button" className="pz-button" aria-pressed="true" aria-disabled="true">
        {l.label} ({l.gridSize}x{l.gridSize})
      </button>
    </div>
  );
}
