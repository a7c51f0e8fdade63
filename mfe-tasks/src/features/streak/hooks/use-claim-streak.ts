import { useRef } from 'react';
import { useMutation, useQueryClient } from '@portal/shared/query';
import { activeStreakQueryKey, profileQueryKey, updateDailyStreak } from '@portal/shared/api';

type Claim = ReturnType<typeof useClaimMutation>;

function useClaimMutation() {
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

/**
 * Claims today's streak reward. Whatever the answer, the streak and the profile are fetched again,
 * so the streak tiles and the shell's credits show what the server now holds. `claimOnce` sends
 * one claim per tap: a second tap before the first answer (a double tap, faster than the button
 * can show it is busy) sends nothing, so its refusal never hides the first claim's 'Congratulations!'.
 */
export function useClaimStreak() {
  const claim = useClaimMutation();
  const sending = useRef(false);
  const claimOnce = (options: Parameters<Claim['mutate']>[1] = {}) => {
    if (sending.current) return;
    sending.current = true;
    claim.mutate(undefined, {
      ...options,
      onSettled: (...answer) => {
        sending.current = false;
        options.onSettled?.(...answer);
      },
    });
  };
  return { ...claim, claimOnce };
}
