import { useEffect, useRef } from 'react';
import { useMutation } from '@portal/shared/query';
import { reportLevelResult } from '@portal/shared/api';
import type { PuzzleState } from '@portal/game-rules/puzzle';
import type { GameLevelResultResponse, GameLevelSession } from '@portal/contracts';
import { useRefreshLevelLists } from '../../game-platform/hooks/use-refresh-level-lists';

/**
 * Reports each finished board once through the level-result call: is_passed '1' with the moves
 * (the api replays them on the board it issued), or '0'. Once the api answered, the portal's level
 * lists are marked stale, so a passed level shows as claimed there.
 */
export function usePuzzleResult(session: GameLevelSession, state: PuzzleState, moves: readonly number[]) {
  const refreshLevelLists = useRefreshLevelLists();
  const report = useMutation<GameLevelResultResponse, Error, boolean>({
    mutationFn: (passed) =>
      reportLevelResult(
        passed ? { ...session, is_passed: '1', moves: [...moves] } : { ...session, is_passed: '0' },
      ),
    onSettled: refreshLevelLists,
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
