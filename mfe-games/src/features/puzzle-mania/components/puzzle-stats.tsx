import type { PuzzleState } from '@portal/game-rules/puzzle';
import { formatNumber } from '@portal/shared/i18n';
import { useT } from '../../../i18n';

/** Moves, Time (sec) and Allowed Moves. */
export function PuzzleStats({ state }: { state: PuzzleState }) {
  const t = useT();
  const items: Array<[string, number]> = [
    [t('games.puzzle.stats.moves'), state.moves],
    [t('games.puzzle.stats.time'), state.elapsedSeconds],
    [t('games.puzzle.stats.allowed'), state.allowedMoves],
  ];
  return (
    <dl className="puzzle-stats">
      {items.map(([label, value]) => (
        <div key={label} className="puzzle-stats__item">
          <dt>{label}</dt>
          <dd>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
