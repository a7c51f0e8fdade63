import { useEffect, useRef } from 'react';
import { useMutation } from '@portal/shared/query';
import { reportLevelResult } from '@portal/shared/api';
import type { PuzzleState } from '@portal/game-rules/puzzle';
import type { GameLevelResultResponse, GameLevelSession } from '@portal/contracts';

/**
 * Reports each finished board once through the level-result call: is_passed '1' with the moves
 * (the api replays them on the board it issued), or '0'.
 */
export function usePuzzleResult(session: GameLevelSession, state: PuzzleState, moves: readonly number[]) {
  const report = useMutation<GameLevelResultResponse, Error, boolean>({
    mutationFn: (passed) =>
      reportLevelResult(
        passed ? { ...session, is_passed: '1', moves: [...moves] } : { ...session, is_passed: '0' },
      ),
  });
  const { mutate, reset } = report;
  const reportedSeed = useRef<number | null>(null);
  const finished = state.status === 'solved' || state.status === 'failed';
  useEffect(() => {
    if (!finished) {
      if (reportedSeed.current !== null && reportedSeed.current !== state.seed) reset();
      return;
    }
    if (reportedSeed.current === state.seed) return;
    reportedSeed.current = state.seed;
    mutate(state.status === 'solved');
  }, [finished, state.seed, state.status, mutate, reset]);
  return report;
}
