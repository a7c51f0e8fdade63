// GET /submissions and the two review calls; a review refreshes the queue and the overview counts.
import { queryOptions, useQueryClient } from '@portal/shared/query';
import { opGet, opPostAnswered, query } from '../../lib/api';
import { useOperatorWrite } from '../../lib/one-at-a-time';
import type { SubscriberRef } from '../../lib/types';

export type SubmissionKind = 'daily' | 'challenge';
export type SubmissionStatus = 'Submitted' | 'Approved' | 'Rejected';

export interface Submission {
  kind: SubmissionKind;
  id: number;
  image: string | null;
  subscriber: SubscriberRef;
  challenge: { id: number; name: string };
  game: { id: number; name: string } | null;
  prize: number;
  status: SubmissionStatus;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

export interface SubmissionFilters {
  kind?: SubmissionKind | '';
  status: SubmissionStatus;
  gameId?: string;
}

export const submissionsQuery = (filters: SubmissionFilters) =>
  queryOptions({
    queryKey: ['operator', 'submissions', filters],
    queryFn: () => opGet<Submission[]>(`/submissions${query({ ...filters, limit: 200 })}`),
  });

/** A verdict on a submission: with a reason, a rejection. */
export interface Review {
  item: Submission;
  reason?: string;
}

/** Approve, or reject with a reason; one at a time. The answer's message is what staff see after it. */
export function useReview() {
  const client = useQueryClient();
  return useOperatorWrite({
    mutationFn: ({ item, reason }: Review) =>
      reason === undefined
        ? opPostAnswered<unknown>(`/submissions/${item.kind}/${item.id}/approve`)
        : opPostAnswered<unknown>(`/submissions/${item.kind}/${item.id}/reject`, { reason }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['operator', 'submissions'] });
      void client.invalidateQueries({ queryKey: ['operator', 'overview'] });
    },
  });
}
