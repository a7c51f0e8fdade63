// Subscriber search, profile, histories, credit adjustments and suspension.
import { queryOptions, useQueryClient } from '@portal/shared/query';
import { opGet, opPost, query } from '../../lib/api';
import { useOperatorWrite } from '../../lib/one-at-a-time';
import type { Redemption } from '../redemptions/api';

export interface SubscriberRow {
  id: number;
  phone: string;
  name?: string | null;
  status?: string;
  /** Suspended by staff (the profile says when and why). */
  suspended?: boolean;
  credits?: number;
}

export interface SubscriberProfile {
  id: number;
  phone: string;
  name: string | null;
  username: string | null;
  email: string | null;
  subscription: {
    type: string | null;
    status: string;
    trialEndsAt: string | null;
    subscribedAt: string | null;
    unsubscribedAt: string | null;
  };
  suspendedAt: string | null;
  suspendedReason: string | null;
  createdAt: string;
  credits: number;
  moneyPaisa: number;
  totals?: Record<string, number>;
}

export interface LedgerEntry {
  id: number;
  delta: number;
  reason: string;
  refKey: string | null;
  /** What the key points at (a tournament, a redemption by #, a task, a game); null for other keys. */
  subject: { id: number; name: string } | null;
  createdAt: string;
  /** The reason staff typed for a grant or deduction; null on other rows. */
  note: string | null;
}

/** A screenshot entry and its review. */
export interface SubscriberEntry {
  kind: 'daily' | 'challenge';
  id: number;
  image: string;
  challenge: string;
  prize: number;
  status: string;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

/** A tournament entered, with what its state is made of (tournament-labels.ts). */
export interface SubscriberTournament {
  id: number;
  name: string;
  status: number;
  isRunning: boolean;
  engineState: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  checkedIn: boolean;
  place: number | null;
  joinedAt: string;
}

const root = ['operator', 'subscriber'] as const;

export const searchQuery = (number: string) =>
  queryOptions({
    queryKey: [...root, 'search', number],
    queryFn: () => opGet<SubscriberRow[]>(`/subscribers${query({ number })}`),
    enabled: number.length >= 4,
  });

export const profileQuery = (id: number) =>
  queryOptions({ queryKey: [...root, id], queryFn: () => opGet<SubscriberProfile>(`/subscribers/${id}`) });

export const ledgerQuery = (id: number, wallet: 'credits' | 'money') =>
  queryOptions({
    queryKey: [...root, id, 'ledger', wallet],
    queryFn: () => opGet<LedgerEntry[]>(`/subscribers/${id}/ledger${query({ wallet })}`),
  });

export const redemptionsOfQuery = (id: number) =>
  queryOptions({
    queryKey: [...root, id, 'redemptions'],
    queryFn: () => opGet<Redemption[]>(`/subscribers/${id}/redemptions`),
  });

export const entriesOfQuery = (id: number) =>
  queryOptions({
    queryKey: [...root, id, 'entries'],
    queryFn: () => opGet<SubscriberEntry[]>(`/subscribers/${id}/entries`),
  });

export const tournamentsOfQuery = (id: number) =>
  queryOptions({
    queryKey: [...root, id, 'tournaments'],
    queryFn: () => opGet<SubscriberTournament[]>(`/subscribers/${id}/tournaments`),
  });

export function useSubscriberAction(id: number) {
  const client = useQueryClient();
  return useOperatorWrite({
    mutationFn: (
      action:
        | { credits: { delta: number; reason: string; requestId: string } }
        | { suspend: string }
        | { restore: true },
    ) => {
      if ('credits' in action)
        return opPost<{ before: number; after: number }>(`/subscribers/${id}/credits`, action.credits);
      if ('suspend' in action)
        return opPost<unknown>(`/subscribers/${id}/suspend`, { reason: action.suspend });
      return opPost<unknown>(`/subscribers/${id}/restore`);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [...root, id] });
      void client.invalidateQueries({ queryKey: ['operator', 'audit'] });
    },
  });
}
