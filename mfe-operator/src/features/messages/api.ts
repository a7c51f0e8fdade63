// The SMS and payout outboxes, and their retries.
import { queryOptions, useQueryClient } from '@portal/shared/query';
import { opGet, opPost, query } from '../../lib/api';
import { useOperatorWrite } from '../../lib/one-at-a-time';

export interface SmsRow {
  id: number;
  phone: string;
  body: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface PayoutRow {
  id: number;
  tournamentId: number;
  place: number;
  subscriber: string | { id: number; phone: string } | null;
  amountPaisa: number;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  gatewayRef: string | null;
}

export type Outbox = 'sms' | 'payouts';

/** `status`: the filter's value; a text not delivered yet is stored 'queued' (a payout 'pending'). */
export const smsQuery = (status: string) =>
  queryOptions({
    queryKey: ['operator', 'messages', 'sms', status],
    queryFn: () =>
      opGet<SmsRow[]>(
        `/messages/sms${query({ status: status === 'pending' ? 'queued' : status, limit: 200 })}`,
      ),
  });

export const payoutsQuery = (status: string) =>
  queryOptions({
    queryKey: ['operator', 'messages', 'payouts', status],
    queryFn: () => opGet<PayoutRow[]>(`/messages/payouts${query({ status })}`),
  });

export function useRetry(outbox: Outbox) {
  const client = useQueryClient();
  return useOperatorWrite({
    mutationFn: (id: number) => opPost<unknown>(`/messages/${outbox}/${id}/retry`),
    onSettled: () => void client.invalidateQueries({ queryKey: ['operator', 'messages', outbox] }),
  });
}
