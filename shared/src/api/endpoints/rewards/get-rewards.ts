import { queryOptions } from '@portal/shared/query';
import type { RewardsResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/rewards. Failures become an ApiError with the server's message, else 'Failed to load rewards'. */
export async function getRewards(): Promise<RewardsResponse> {
  try {
    const { data } = await apiClient.post<RewardsResponse>('/v1/rewards');
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to load rewards');
  }
}

export const rewardsQueryKey = ['rewards'] as const;

export const rewardsQueryOptions = () => queryOptions({ queryKey: rewardsQueryKey, queryFn: getRewards });
