import { PUZZLE_TILE_AREA_PX, tileBackground, type PuzzleState } from '@portal/game-rules/puzzle';

export interface PuzzleBoardProps {
  state: PuzzleState;
  image: string;
  onTile: (tileId: number) => void;
}

/** The 300 px tile area: one button per tile showing its part of the image, turned by its rotation. */
export function PuzzleBoard({ state, image, onTile }: PuzzleBoardProps) {
  const over = state.status === 'solved' || state.status === 'failed';
  return (
    <div
      className="puzzle-board"
      role="group"
      aria-label="Puzzle tiles"
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
            aria-label={`Tile row ${tile.row + 1} column ${tile.col + 1}, turned ${tile.rotation * 90} degrees`}
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
