import { queryOptions } from '@portal/shared/query';
import type { ActiveStreakResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { assertSuccess, toApiError } from '../../errors';

/** GET /v1/active-streak. Failures become an ApiError with the server's message, else 'Failed to load streak'. */
export async function getActiveStreak(): Promise<ActiveStreakResponse> {
  try {
    const { data } = await apiClient.get<ActiveStreakResponse>('/v1/active-streak');
    // A 200 answer saying success false is a failure too, never a screen reading .data of nothing.
    return assertSuccess(data, 'Failed to load streak');
  } catch (error) {
    throw toApiError(error, 'Failed to load streak');
  }
}

export const activeStreakQueryKey = ['active-streak'] as const;

export const activeStreakQueryOptions = () =>
  queryOptions({ queryKey: activeStreakQueryKey, queryFn: getActiveStreak });
