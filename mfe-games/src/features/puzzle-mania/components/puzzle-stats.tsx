import type { PuzzleState } from '@portal/game-rules/puzzle';

/** Moves, Time (sec) and Allowed Moves. */
export function PuzzleStats({ state }: { state: PuzzleState }) {
  const items: Array<[string, number]> = [
    ['Moves', state.moves],
    ['Time (sec)', state.elapsedSeconds],
    ['Allowed Moves', state.allowedMoves],
  ];
  return (
    <dl className="puzzle-stats">
      {items.map(([label, value]) => (
        <div key={label} className="puzzle-stats__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
