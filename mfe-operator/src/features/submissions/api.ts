// GET /submissions and the two review calls; a review refreshes the queue and the overview counts.
import { queryOptions, useMutation, useQueryClient } from '@portal/shared/query';
import { opGet, opPost, query } from '../../lib/api';
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

export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, reason }: { item: Submission; reason?: string }) =>
      reason === undefined
        ? opPost<{ credited: number }>(`/submissions/${item.kind}/${item.id}/approve`)
        : opPost<unknown>(`/submissions/${item.kind}/${item.id}/reject`, { reason }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['operator', 'submissions'] });
      void client.invalidateQueries({ queryKey: ['operator', 'overview'] });
    },
  });
}
