// GET /redemptions, the status steps, cancel with refund; each change refreshes the list.
import { queryOptions, useMutation, useQueryClient } from '@portal/shared/query';
import { OPERATOR_API, opGet, opPost, query } from '../../lib/api';
import type { SubscriberRef } from '../../lib/types';

export interface Redemption {
  id: number;
  uuid: string;
  subscriber: SubscriberRef;
  reward: { id: number; name: string };
  credits: number;
  contact: { name: string | null; email: string | null; phone: string | null; pubgId: string | null };
  status: string;
  reason: string | null;
  createdAt: string;
  claimedAt: string | null;
  updatedAt: string | null;
}

export const redemptionsQuery = (filters: { status: string; number: string }) =>
  queryOptions({
    queryKey: ['operator', 'redemptions', filters],
    queryFn: () => opGet<Redemption[]>(`/redemptions${query({ ...filters, limit: 200 })}`),
  });

export const exportUrl = (status: string) => `${OPERATOR_API}/redemptions/export.csv${query({ status })}`;

export function useRedemptionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { id: number; status: 'processing' | 'fulfilled' } | { id: number; refundReason: string },
    ) =>
      'status' in action
        ? opPost<unknown>(`/redemptions/${action.id}/status`, { status: action.status })
        : opPost<unknown>(`/redemptions/${action.id}/cancel`, { reason: action.refundReason, refund: true }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['operator', 'redemptions'] });
      void client.invalidateQueries({ queryKey: ['operator', 'overview'] });
      void client.invalidateQueries({ queryKey: ['operator', 'subscriber'] });
    },
  });
}
