import { PUZZLE_TILE_AREA_PX } from './levels';
import type { PuzzleState, PuzzleTile, Rotation } from './types';

function isOver(state: PuzzleState): boolean {
  return state.status === 'solved' || state.status === 'failed';
}

/**
 * One click: the tile turns a quarter clockwise. The first click starts the timer. After the
 * move, exceeding the allowed moves fails the board (checked first: a board completed on a move
 * past the limit was not solved "within" it); otherwise all tiles upright solves it.
 * Clicks on a finished board or on an unknown id return the same state.
 */
export function clickTile(state: PuzzleState, tileId: number): PuzzleState {
  if (isOver(state)) return state;
  let found = false;
  let upright = true;
  const tiles = state.tiles.map((t) => {
    if (t.id !== tileId) {
      if (t.rotation !== 0) upright = false;
      return t;
    }
    found = true;
    const rotation = ((t.rotation + 1) % 4) as Rotation;
    if (rotation !== 0) upright = false;
    return { id: t.id, row: t.row, col: t.col, rotation };
  });
  if (!found) return state;
  const moves = state.moves + 1;
  let status: PuzzleState['status'] = 'running';
  if (moves > state.allowedMoves) status = 'failed';
  else if (upright) status = 'solved';
  return {
    level: state.level,
    gridSize: state.gridSize,
    seed: state.seed,
    imageIndex: state.imageIndex,
    tiles,
    moves,
    minimumMoves: state.minimumMoves,
    allowedMoves: state.allowedMoves,
    elapsedSeconds: state.elapsedSeconds,
    status,
  };
}

/** The page calls this once a second; only a running board counts time. */
export function tickPuzzle(state: PuzzleState, seconds = 1): PuzzleState {
  if (state.status !== 'running' || !(seconds > 0)) return state;
  return { ...state, elapsedSeconds: state.elapsedSeconds + seconds };
}

export function isSolved(state: PuzzleState): boolean {
  return state.tiles.every((t) => t.rotation === 0);
}

export interface TileBackground {
  /** Tile edge in px. */
  size: number;
  /** CSS background-size for the whole image. */
  backgroundSize: string;
  /** CSS background-position showing this tile's part of the image. */
  backgroundPosition: string;
  /** CSS rotate angle in degrees (clockwise). */
  rotationDeg: number;
}

export function tileBackground(
  tile: PuzzleTile,
  gridSize: number,
  areaPx: number = PUZZLE_TILE_AREA_PX,
): TileBackground {
  const size = areaPx / gridSize;
  return {
    size,
    backgroundSize: `${areaPx}px ${areaPx}px`,
    backgroundPosition: `${-tile.col * size}px ${-tile.row * size}px`,
    rotationDeg: tile.rotation * 90,
  };
}
