import { describe, expect, it } from '@jest/globals';
import {
  PUZZLE_IMAGE_COUNT,
  allowedMovesFor,
  clickTile,
  clicksToSolve,
  clicksToUpright,
  createPuzzle,
  reset,
  scrambledCount,
  tick,
  tileBackground,
  type PuzzleLevelNumber,
  type PuzzleState,
} from './index';

const LEVELS: PuzzleLevelNumber[] = [1, 2, 3];
const SEEDS = Array.from({ length: 500 }, (_, i) => i * 7919 + 1);
const FORMULA = {
  1: { grid: 3, share: 0.7, mult: 2, bonus: 5 },
  2: { grid: 4, share: 0.6, mult: 1.8, bonus: 6 },
  3: { grid: 5, share: 0.5, mult: 1.6, bonus: 7 },
} as const;

/** Clicks each tile the clockwise number of times needed; returns the final state. */
function solve(state: PuzzleState): PuzzleState {
  let s = state;
  for (const tile of state.tiles) {
    for (let i = 0; i < clicksToUpright(tile.rotation); i += 1) s = clickTile(s, tile.id);
  }
  return s;
}

function rotations(state: PuzzleState) {
  return state.tiles.map((t) => t.rotation);
}

describe.each(LEVELS)('puzzle level %i', (level) => {
  const f = FORMULA[level];

  it('scrambles the stated share (rounded up) with rotations 1..3', () => {
    const expected = Math.ceil(f.grid * f.grid * f.share - 1e-9);
    expect(scrambledCount(level)).toBe(expected);
    for (const seed of SEEDS) {
      const p = createPuzzle(level, seed);
      expect(p.tiles).toHaveLength(f.grid * f.grid);
      const scrambled = p.tiles.filter((t) => t.rotation !== 0);
      expect(scrambled).toHaveLength(expected);
      expect(scrambled.length / p.tiles.length).toBeGreaterThanOrEqual(f.share);
      for (const t of scrambled) expect([1, 2, 3]).toContain(t.rotation);
    }
  });

  it('counts minimum moves by the shorter turn distance and allowed moves by the formula', () => {
    for (const seed of SEEDS) {
      const p = createPuzzle(level, seed);
      const min = p.tiles.reduce((s, t) => s + (Math.min(t.rotation, 4 - t.rotation) % 4), 0);
      expect(p.minimumMoves).toBe(min);
      // Float formula, nudged so 1.8 x 10 = 18.000000000000004 does not round up to 19.
      expect(p.allowedMoves).toBe(Math.ceil(min * f.mult - 1e-9) + f.bonus);
      expect(allowedMovesFor(level, min)).toBe(p.allowedMoves);
    }
  });

  it('is always solvable within the allowed moves by clockwise clicks', () => {
    for (const seed of SEEDS) {
      const p = createPuzzle(level, seed);
      expect(clicksToSolve(rotations(p))).toBeLessThanOrEqual(p.allowedMoves);
      const done = solve(p);
      expect(done.status).toBe('solved');
      expect(done.moves).toBe(clicksToSolve(rotations(p)));
    }
  });

  it('starts idle, runs on the first click and is solved right after the last move', () => {
    const p = createPuzzle(level, 99);
    expect(p.status).toBe('idle');
    expect(p.moves).toBe(0);
    const target = p.tiles.find((t) => t.rotation !== 0);
    if (!target) throw new Error('board has no scrambled tile');
    const first = clickTile(p, target.id);
    expect(first.status).toBe('running');
    expect(first.moves).toBe(1);
    expect(p.moves).toBe(0); // pure: the old state is untouched

    // Solve all but one click, then the last click solves it.
    let s = p;
    const plan = p.tiles.flatMap((t) => Array<number>(clicksToUpright(t.rotation)).fill(t.id));
    for (const id of plan.slice(0, -1)) s = clickTile(s, id);
    expect(s.status).toBe('running');
    s = clickTile(s, plan[plan.length - 1] as number);
    expect(s.status).toBe('solved');
    expect(clickTile(s, 0)).toBe(s); // finished boards ignore clicks
  });

  it('fails when the moves pass the limit, not at it', () => {
    const p = createPuzzle(level, 5);
    // Spin one scrambled tile round and round: with several scrambled tiles the board never
    // solves, so the move counter walks up to the limit.
    const scrambled = p.tiles.find((t) => t.rotation !== 0);
    if (!scrambled) throw new Error('board has no scrambled tile');
    let s = p;
    for (let i = 0; i < p.allowedMoves; i += 1) s = clickTile(s, scrambled.id);
    expect(s.moves).toBe(p.allowedMoves);
    expect(s.status).toBe('running');
    s = clickTile(s, scrambled.id);
    expect(s.moves).toBe(p.allowedMoves + 1);
    expect(s.status).toBe('failed');
    expect(clickTile(s, scrambled.id)).toBe(s);
  });

  it('fails rather than solves when the solving move is past the limit', () => {
    const p = createPuzzle(level, 8);
    const a = p.tiles.find((t) => t.rotation !== 0);
    if (!a) throw new Error('board has no scrambled tile');
    // Burn moves in full turns of tile a, then solve: the total passes the limit.
    let s = p;
    for (let i = 0; i < 4 * Math.ceil(p.allowedMoves / 4); i += 1) s = clickTile(s, a.id);
    s = solve(s);
    expect(s.status).toBe('failed');
  });

  it('counts time only while running', () => {
    const p = createPuzzle(level, 3);
    expect(tick(p).elapsedSeconds).toBe(0);
    const target = p.tiles.find((t) => t.rotation !== 0);
    if (!target) throw new Error('board has no scrambled tile');
    const running = tick(tick(clickTile(p, target.id)));
    expect(running.elapsedSeconds).toBe(2);
    const solved = solve(p);
    expect(tick(solved).elapsedSeconds).toBe(solved.elapsedSeconds);
  });

  it('resets to a new board with a different image and cleared counters', () => {
    for (const seed of SEEDS.slice(0, 100)) {
      const p = createPuzzle(level, seed);
      const target = p.tiles.find((t) => t.rotation !== 0);
      if (!target) throw new Error('board has no scrambled tile');
      const played = tick(clickTile(clickTile(p, target.id), target.id));
      const fresh = reset(played, seed + 1);
      expect(fresh.imageIndex).not.toBe(played.imageIndex);
      expect(fresh.imageIndex).toBeGreaterThanOrEqual(0);
      expect(fresh.imageIndex).toBeLessThan(PUZZLE_IMAGE_COUNT);
      expect(fresh.moves).toBe(0);
      expect(fresh.elapsedSeconds).toBe(0);
      expect(fresh.status).toBe('idle');
      expect(fresh.level).toBe(level);
      // Even the same seed gives a different image on reset.
      expect(reset(played, seed).imageIndex).not.toBe(played.imageIndex);
    }
  });
});

describe('puzzle determinism and helpers', () => {
  it('gives the same board for the same seed', () => {
    expect(createPuzzle(2, 1234)).toEqual(createPuzzle(2, 1234));
  });

  it('uses all 30 images across seeds', () => {
    const images = new Set(SEEDS.map((s) => createPuzzle(1, s).imageIndex));
    expect(images.size).toBe(PUZZLE_IMAGE_COUNT);
  });

  it('ignores unknown tile ids', () => {
    const p = createPuzzle(1, 1);
    expect(clickTile(p, 999)).toBe(p);
  });

  it('places each tile background by row and column over a 300 px area', () => {
    const p = createPuzzle(3, 1);
    const tile = p.tiles[7];
    if (!tile) throw new Error('no tile');
    const bg = tileBackground(tile, p.gridSize);
    expect(bg.size).toBe(60);
    expect(bg.backgroundPosition).toBe(`${-tile.col * 60}px ${-tile.row * 60}px`);
    expect(bg.backgroundSize).toBe('300px 300px');
    expect(bg.rotationDeg).toBe(tile.rotation * 90);
  });
});
