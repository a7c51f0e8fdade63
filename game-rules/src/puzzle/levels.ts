import type { PuzzleLevel, PuzzleLevelNumber, Rotation } from './types';

export const PUZZLE_IMAGE_COUNT = 30;
/** Width and height of the whole board in CSS px (docs/product/games.md). */
export const PUZZLE_TILE_AREA_PX = 300;

export const PUZZLE_LEVELS: Readonly<Record<PuzzleLevelNumber, PuzzleLevel>> = {
  1: {
    level: 1,
    label: 'Easy',
    gridSize: 3,
    credits: 10,
    headlineMoves: 18,
    scramblePercent: 70,
    multiplierTenths: 20,
    bonusMoves: 5,
  },
  2: {
    level: 2,
    label: 'Medium',
    gridSize: 4,
    credits: 15,
    headlineMoves: 25,
    scramblePercent: 60,
    multiplierTenths: 18,
    bonusMoves: 6,
  },
  3: {
    level: 3,
    label: 'Hard',
    gridSize: 5,
    credits: 20,
    headlineMoves: 30,
    scramblePercent: 50,
    multiplierTenths: 16,
    bonusMoves: 7,
  },
};

export function isPuzzleLevel(value: unknown): value is PuzzleLevelNumber {
  return value === 1 || value === 2 || value === 3;
}

export function puzzleLevel(level: PuzzleLevelNumber): PuzzleLevel {
  return PUZZLE_LEVELS[level];
}

/**
 * Tiles scrambled: the share rounded UP, so at least the stated share is scrambled
 * (3x3: 7 of 9, 4x4: 10 of 16, 5x5: 13 of 25).
 */
export function scrambledCount(level: PuzzleLevelNumber): number {
  const { gridSize, scramblePercent } = PUZZLE_LEVELS[level];
  return Math.ceil((gridSize * gridSize * scramblePercent) / 100);
}

/** Spec formula: each scrambled tile counts its shorter turn distance, min(r, 4 - r). */
export function shorterTurnDistance(rotation: Rotation): number {
  return Math.min(rotation, 4 - rotation);
}

/** Clicks actually needed: a click only turns a tile a quarter clockwise. */
export function clicksToUpright(rotation: Rotation): number {
  return (4 - rotation) % 4;
}

export function minimumMovesOf(rotations: readonly Rotation[]): number {
  return rotations.reduce<number>((sum, r) => sum + shorterTurnDistance(r), 0);
}

export function clicksToSolve(rotations: readonly Rotation[]): number {
  return rotations.reduce<number>((sum, r) => sum + clicksToUpright(r), 0);
}

/** allowed = ceil(minimum x multiplier) + bonus, computed in integers (no float drift). */
export function allowedMovesFor(level: PuzzleLevelNumber, minimumMoves: number): number {
  const { multiplierTenths, bonusMoves } = PUZZLE_LEVELS[level];
  return Math.ceil((minimumMoves * multiplierTenths) / 10) + bonusMoves;
}
