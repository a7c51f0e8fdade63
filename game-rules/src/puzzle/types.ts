export type PuzzleLevelNumber = 1 | 2 | 3;

/** Quarter turns clockwise away from upright; 0 is solved. */
export type Rotation = 0 | 1 | 2 | 3;

export type PuzzleStatus = 'idle' | 'running' | 'solved' | 'failed';

export interface PuzzleLevel {
  level: PuzzleLevelNumber;
  label: 'Easy' | 'Medium' | 'Hard';
  gridSize: 3 | 4 | 5;
  credits: number;
  /** The challenge's headline ("within N moves"); shown as text, never used as the limit. */
  headlineMoves: number;
  /** Share of tiles scrambled, in whole percent. */
  scramblePercent: number;
  /** Allowed-moves multiplier in tenths (2.0 -> 20) so the formula stays in integer maths. */
  multiplierTenths: number;
  /** Allowed-moves bonus added after rounding up. */
  bonusMoves: number;
}

export interface PuzzleTile {
  /** row * gridSize + col; also the tile's place in the image. */
  id: number;
  row: number;
  col: number;
  rotation: Rotation;
}

export interface PuzzleState {
  level: PuzzleLevelNumber;
  gridSize: number;
  seed: number;
  /** 0..29: which of the 30 images. */
  imageIndex: number;
  tiles: readonly PuzzleTile[];
  moves: number;
  minimumMoves: number;
  allowedMoves: number;
  elapsedSeconds: number;
  status: PuzzleStatus;
}
