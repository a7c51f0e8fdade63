export type {
  PuzzleLevel,
  PuzzleLevelNumber,
  PuzzleState,
  PuzzleStatus,
  PuzzleTile,
  Rotation,
} from './types';
export {
  PUZZLE_IMAGE_COUNT,
  PUZZLE_LEVELS,
  PUZZLE_TILE_AREA_PX,
  allowedMovesFor,
  clicksToSolve,
  clicksToUpright,
  isPuzzleLevel,
  minimumMovesOf,
  puzzleLevel,
  scrambledCount,
  shorterTurnDistance,
} from './levels';
export { createPuzzle, resetPuzzle, resetPuzzle as reset } from './create';
export { clickTile, isSolved, tickPuzzle, tickPuzzle as tick, tileBackground } from './play';
export type { TileBackground } from './play';
export { hashString, toSeed } from '../random';
