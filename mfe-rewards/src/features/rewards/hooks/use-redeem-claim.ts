import { useMutation, useQueryClient } from '@portal/shared/query';
import { useNavigate } from '@portal/shared/router';
import { profileQueryKey, redeemClaim, redemptionsQueryKey } from '@portal/shared/api';
import type { RedeemClaimRequest } from '@portal/contracts';
import { failedAnswer } from '../lib/redeem-errors';

/** Routing state of /thankyou: the redemption just claimed (without it /thankyou is not shown). */
export interface ThankYouRouteState {
  claimed: string;
}

export function isThankYouRouteState(state: unknown): state is ThankYouRouteState {
  return typeof (state as { claimed?: unknown } | null)?.claimed === 'string';
}

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
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: redemptionsQueryKey });
      const state: ThankYouRouteState = { claimed: input.uuid };
      navigate('/thankyou', { replace: true, state });
    },
  });
}
