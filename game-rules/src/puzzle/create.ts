import { createRng, shuffled, toSeed, type Rng } from '../random';
import {
  PUZZLE_IMAGE_COUNT,
  allowedMovesFor,
  clicksToSolve,
  minimumMovesOf,
  puzzleLevel,
  scrambledCount,
} from './levels';
import type { PuzzleLevelNumber, PuzzleState, PuzzleTile, Rotation } from './types';

function drawRotations(level: PuzzleLevelNumber, rng: Rng): Rotation[] {
  const { gridSize } = puzzleLevel(level);
  const cells = gridSize * gridSize;
  const ids = Array.from({ length: cells }, (_, i) => i);
  const scrambledIds = shuffled(ids, rng).slice(0, scrambledCount(level));
  const rotations: Rotation[] = ids.map(() => 0);
  for (const id of scrambledIds) rotations[id] = rng.int(1, 3) as Rotation;

  // A tile at rotation 1 counts 1 towards the minimum but needs 3 clockwise clicks, so an
  // unlucky draw can need more clicks than allowed. Turning such a tile to rotation 3 keeps the
  // minimum (and so the allowed moves) and saves 2 clicks; repeat until the board is solvable.
  // All-3 boards need exactly the minimum, so this always ends.
  const order = shuffled(scrambledIds, rng);
  for (const id of order) {
    const allowed = allowedMovesFor(level, minimumMovesOf(rotations));
    if (clicksToSolve(rotations) <= allowed) break;
    if (rotations[id] === 1) rotations[id] = 3;
  }
  return rotations;
}

function pickImage(rng: Rng, exclude: number | undefined): number {
  if (exclude === undefined) return rng.int(0, PUZZLE_IMAGE_COUNT - 1);
  const pick = rng.int(0, PUZZLE_IMAGE_COUNT - 2);
  return pick >= exclude ? pick + 1 : pick;
}

function build(level: PuzzleLevelNumber, seed: number, excludeImage?: number): PuzzleState {
  const { gridSize } = puzzleLevel(level);
  const s = toSeed(seed);
  const rng = createRng(s);
  const imageIndex = pickImage(rng, excludeImage);
  const rotations = drawRotations(level, rng);
  const tiles: PuzzleTile[] = rotations.map((rotation, id) => ({
    id,
    row: Math.floor(id / gridSize),
    col: id % gridSize,
    rotation,
  }));
  const minimumMoves = minimumMovesOf(rotations);
  return {
    level,
    gridSize,
    seed: s,
    imageIndex,
    tiles,
    moves: 0,
    minimumMoves,
    allowedMoves: allowedMovesFor(level, minimumMoves),
    elapsedSeconds: 0,
    status: 'idle',
  };
}

/** A fresh, always-solvable board for the level; image and scramble chosen by the seed. */
export function createPuzzle(level: PuzzleLevelNumber, seed: number): PuzzleState {
  return build(level, seed);
}

/** Reset Puzzle: a new board from the new seed, a different image, counters and timer cleared. */
export function resetPuzzle(state: PuzzleState, seed: number): PuzzleState {
  return build(state.level, seed, state.imageIndex);
}
