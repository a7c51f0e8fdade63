import { useCallback, useEffect, useReducer } from 'react';
import {
  clickTile,
  createPuzzle,
  resetPuzzle,
  tickPuzzle,
  type PuzzleLevelNumber,
  type PuzzleState,
} from '@portal/game-rules/puzzle';
import { randomSeed } from '../../game-platform/lib/random-seed';

type Action = { type: 'click'; tileId: number } | { type: 'tick' } | { type: 'reset'; seed: number };

function reducer(state: PuzzleState, action: Action): PuzzleState {
  switch (action.type) {
    case 'click':
      return clickTile(state, action.tileId);
    case 'tick':
      return tickPuzzle(state, 1);
    case 'reset':
      return resetPuzzle(state, action.seed);
  }
}

/**
 * One Puzzle Mania board driven by @portal/game-rules/puzzle: clicks turn a tile a quarter
 * clockwise, the timer ticks each second from the first click, Reset builds a new board and image.
 */
export function usePuzzle(level: PuzzleLevelNumber, initialSeed: () => number = randomSeed) {
  const [state, dispatch] = useReducer(reducer, undefined, () => createPuzzle(level, initialSeed()));
  useEffect(() => {
    if (state.status !== 'running') return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [state.status]);
  const click = useCallback((tileId: number) => dispatch({ type: 'click', tileId }), []);
  const reset = useCallback(() => dispatch({ type: 'reset', seed: randomSeed() }), []);
  return { state, click, reset };
}
