import { PUZZLE_TILE_AREA_PX, tileBackground, type PuzzleState } from '@portal/game-rules/puzzle';
import { formatNumber } from '@portal/shared/i18n';
import { useT } from '../../../i18n';

export interface PuzzleBoardProps {
  state: PuzzleState;
  image: string;
  onTile: (tileId: number) => void;
}

/** The 300 px tile area: one button per tile showing its part of the image, turned by its rotation. */
export function PuzzleBoard({ state, image, onTile }: PuzzleBoardProps) {
  const over = state.status === 'solved' || state.status === 'failed';
  const t = useT();
  return (
    <div
      className="puzzle-board"
      role="group"
      aria-label={t('games.puzzle.board.label')}
      style={{
        width: PUZZLE_TILE_AREA_PX,
        height: PUZZLE_TILE_AREA_PX,
        gridTemplateColumns: `repeat(${state.gridSize}, 1fr)`,
      }}
    >
      {state.tiles.map((tile) => {
        const bg = tileBackground(tile, state.gridSize);
        return (
          <button
            key={tile.id}
            type="button"
            className="puzzle-tile"
            aria-label={t('games.puzzle.board.tile', {
              row: formatNumber(tile.row + 1),
              col: formatNumber(tile.col + 1),
              degrees: formatNumber(tile.rotation * 90),
            })}
            data-rotation={tile.rotation}
            disabled={over}
            onClick={() => onTile(tile.id)}
            style={{
              width: bg.size,
              height: bg.size,
              backgroundImage: `url("${image}")`,
              backgroundSize: bg.backgroundSize,
              backgroundPosition: bg.backgroundPosition,
              transform: `rotate(${bg.rotationDeg}deg)`,
            }}
          />
        );
      })}
    </div>
  );
}
