import { useMutation, useQueryClient } from '@portal/shared/query';
import { cancelRedemption, profileQueryKey, redemptionsQueryKey } from '@portal/shared/api';

/** Cancels a reserved redemption: its credits come back, so balance and list are refetched. */
export function useCancelRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => cancelRedemption({ uuid }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: redemptionsQueryKey });
    },
  });
}
