// GET /redemptions, the status steps, cancel with refund; each change refreshes the list.
import { queryOptions, useQueryClient } from '@portal/shared/query';
import { OPERATOR_API, opGet, opPostAnswered, query } from '../../lib/api';
import { useOperatorWrite } from '../../lib/one-at-a-time';
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

/** What a step did when the api says nothing. */
const DONE = { processing: 'Marked processing.', fulfilled: 'Marked fulfilled.', refund: 'Refunded.' };

/**
 * A redemption's next step, one at a time. `onDone` hears what it did, in the api's words ('Refunded
 * 500 credits'), even when the row has left the list (filtered by status) by then.
 */
export function useRedemptionAction(onDone?: (message: string) => void) {
  const client = useQueryClient();
  return useOperatorWrite({
    mutationFn: (
      action: { id: number; status: 'processing' | 'fulfilled' } | { id: number; refundReason: string },
    ) =>
      'status' in action
        ? opPostAnswered<unknown>(`/redemptions/${action.id}/status`, { status: action.status })
        : opPostAnswered<unknown>(`/redemptions/${action.id}/cancel`, {
            reason: action.refundReason,
            refund: true,
          }),
    onSuccess: (answer, action) =>
      onDone?.(answer.message ?? ('status' in action ? DONE[action.status] : DONE.refund)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['operator', 'redemptions'] });
      void client.invalidateQueries({ queryKey: ['operator', 'overview'] });
      void client.invalidateQueries({ queryKey: ['operator', 'subscriber'] });
    },
  });
}
