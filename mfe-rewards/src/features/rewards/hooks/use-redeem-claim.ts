import { useMutation, useQueryClient } from '@portal/shared/query';
import { useNavigate } from '@portal/shared/router';
import { profileQueryKey, redeemClaim } from '@portal/shared/api';
import type { RedeemClaimRequest } from '@portal/shared/types';
import { failedAnswer } from '../lib/redeem-errors';

/** POST v1/redeem-claim with the contact details, then /thankyou. */
export function useRedeemClaim() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: RedeemClaimRequest) => {
      const answer = await redeemClaim(input);
      if (answer.success !== true) throw failedAnswer(answer);
      return answer;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      navigate('/thankyou', { replace: true });
    },
  });
}
