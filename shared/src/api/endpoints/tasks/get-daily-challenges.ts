import { queryOptions } from '@portal/shared/query';
import type { DailyChallengesRequest, DailyChallengesResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { assertSuccess, toApiError } from '../../errors';

/** POST /v1/daily-challenges/challenges. Failures become an ApiError with the server's message, else 'Error loading tasks'. */
export async function getDailyChallenges(input: DailyChallengesRequest): Promise<DailyChallengesResponse> {
  try {
    const { data } = await apiClient.post<DailyChallengesResponse>('/v1/daily-challenges/challenges', input);
    // A 200 answer saying success false is a failure too, never a screen reading .data of nothing.
    return assertSuccess(data, 'Error loading tasks');
  } catch (error) {
    throw toApiError(error, 'Error loading tasks');
  }
}

export const dailyChallengesQueryKey = (input: DailyChallengesRequest) =>
  ['daily-challenges', input] as const;

export const dailyChallengesQueryOptions = (input: DailyChallengesRequest) =>
  queryOptions({ queryKey: dailyChallengesQueryKey(input), queryFn: () => getDailyChallenges(input) });
