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

/** The board and the tile ids clicked on it, in order (a pass sends them for the api to replay). */
interface Play {
  board: PuzzleState;
  moves: number[];
}

type Action = { type: 'click'; tileId: number } | { type: 'tick' } | { type: 'reset'; seed: number };

function reducer(play: Play, action: Action): Play {
  switch (action.type) {
    case 'click': {
      const board = clickTile(play.board, action.tileId);
      return board === play.board ? play : { board, moves: [...play.moves, action.tileId] };
    }
    case 'tick':
      return { ...play, board: tickPuzzle(play.board, 1) };
    case 'reset':
      return { board: resetPuzzle(play.board, action.seed), moves: [] };
  }
}

/**
 * One Puzzle Mania board driven by @portal/game-rules/puzzle: clicks turn a tile a quarter
 * clockwise, the timer ticks each second from the first click. The board comes from the seed the
 * api issued at play-start; Reset asks `nextSeed` (the api's play-start) for a new board.
 */
export function usePuzzle(
  level: PuzzleLevelNumber,
  initialSeed: () => number = randomSeed,
  nextSeed: () => Promise<number> = async () => randomSeed(),
) {
  const [play, dispatch] = useReducer(reducer, undefined, () => ({
    board: createPuzzle(level, initialSeed()),
    moves: [],
  }));
  const state = play.board;
  useEffect(() => {
    if (state.status !== 'running') return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [state.status]);
  const click = useCallback((tileId: number) => dispatch({ type: 'click', tileId }), []);
  const reset = useCallback(() => {
    void nextSeed().then(
      (seed) => dispatch({ type: 'reset', seed }),
      () => dispatch({ type: 'reset', seed: randomSeed() }),
    );
  }, [nextSeed]);
  return { state, moves: play.moves, click, reset };
}
