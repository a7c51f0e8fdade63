import { useMutation, useQueryClient } from '@portal/shared/query';
import { activeStreakQueryKey, profileQueryKey, updateDailyStreak } from '@portal/shared/api';

/**
 * Claims today's streak reward. Whatever the answer, the streak and the profile are fetched again,
 * so the streak tiles and the shell's credits show what the server now holds.
 */
export function useClaimStreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDailyStreak,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activeStreakQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
