import { puzzleLevel, type PuzzleLevelNumber } from '@portal/game-rules/puzzle';
import { formatNumber } from '@portal/shared/i18n';
import { useT } from '../../../i18n';

const LEVEL_NAME = {
  Easy: 'games.puzzle.difficulty.easy',
  Medium: 'games.puzzle.difficulty.medium',
  Hard: 'games.puzzle.difficulty.hard',
} as const;

/**
 * Easy (3x3), Medium (4x4), Hard (5x5). Opened with a level (always, from the challenge's routing
 * state), only that level's button shows and it cannot be changed (docs/product/games.md).
 */
export function DifficultyButtons({ level }: { level: PuzzleLevelNumber }) {
  const l = puzzleLevel(level);
  const t = useT();
  const size = formatNumber(l.gridSize);
  return (
    <div className="puzzle-difficulty" role="group" aria-label={t('games.puzzle.difficulty.label')}>
      <button type="button" className="pz-button" aria-pressed="true" aria-disabled="true">
        {t('games.puzzle.difficulty.button', { label: t(LEVEL_NAME[l.label]), size })}
      </button>
    </div>
  );
}
