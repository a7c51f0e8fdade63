import { useMutation, useQueryClient } from '@portal/shared/query';
import { useSetAtom } from 'jotai';
import { activeStreakQueryKey, selectGame } from '@portal/shared/api';
import { activeDayAtom, activeDayDataAtom, gameIdAtom } from '@portal/shared/session';

/** 'SELECT YOUR GAME': stores the chosen game and the day data the server answers with. */
export function useSelectGame(onSelected: (gameId: number) => void) {
  const queryClient = useQueryClient();
  const setGameId = useSetAtom(gameIdAtom);
  const setActiveDayData = useSetAtom(activeDayDataAtom);
  const setActiveDay = useSetAtom(activeDayAtom);
  return useMutation({
    mutationFn: selectGame,
    onSuccess: (day, gameId) => {
      setGameId(String(day.gameId ?? gameId));
      setActiveDayData(day);
      setActiveDay(String(day.active_day));
      void queryClient.invalidateQueries({ queryKey: activeStreakQueryKey });
      onSelected(gameId);
    },
  });
}
