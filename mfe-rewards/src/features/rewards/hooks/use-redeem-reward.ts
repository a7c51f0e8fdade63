import { useMutation, useQueryClient } from '@portal/shared/query';
import { useNavigate } from '@portal/shared/router';
import { profileQueryKey, redeemItem, redemptionsQueryKey } from '@portal/shared/api';
import type { RedeemResult } from '@portal/contracts';
import { failedAnswer } from '../lib/redeem-errors';

/** Routing state of /redeem: the redeem result of v1/redeem-item. */
export interface RedeemRouteState {
  redeem: RedeemResult;
}

export function isRedeemRouteState(state: unknown): state is RedeemRouteState {
  if (!state || typeof state !== 'object') return false;
  const redeem = (state as { redeem?: unknown }).redeem;
  if (!redeem || typeof redeem !== 'object') return false;
  const r = redeem as Record<string, unknown>;
  return typeof r.item === 'number' && typeof r.uuid === 'string' && r.uuid !== '';
}

/**
 * POST v1/redeem-item with the reward's id (its list index plus one). The api holds the credits
 * here (the claim commits them), so balance and redemptions are refetched; then the form opens.
 */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (item: number) => {
      const answer = await redeemItem({ item });
      if (answer.success !== true) throw failedAnswer(answer);
      return answer.data;
    },
    onSuccess: (redeem) => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: redemptionsQueryKey });
      const state: RedeemRouteState = { redeem };
      navigate('/redeem', { state });
    },
  });
}
