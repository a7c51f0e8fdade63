import { queryOptions } from '@portal/shared/query';
import type { DailyChallengesRequest, DailyChallengesResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/daily-challenges/challenges. Failures become an ApiError with the server's message, else 'Error loading tasks'. */
export async function getDailyChallenges(input: DailyChallengesRequest): Promise<DailyChallengesResponse> {
  return apiCall<DailyChallengesResponse>({
    method: 'POST',
    path: '/v1/daily-challenges/challenges',
    body: input,
    fallback: t('shared.api.tasks.failed'),
    successOr: t('shared.api.tasks.failed'),
  });
}

export const dailyChallengesQueryKey = (input: DailyChallengesRequest) =>
  ['daily-challenges', input] as const;

export const dailyChallengesQueryOptions = (input: DailyChallengesRequest) =>
  queryOptions({ queryKey: dailyChallengesQueryKey(input), queryFn: () => getDailyChallenges(input) });
