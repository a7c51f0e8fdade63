import { queryOptions } from '@tanstack/react-query';
import type { LeaderboardResponse } from '@portal/shared/types';
import { apiClient } from '../../client';
import { ApiError, toApiError } from '../../errors';

/** GET /leaderboard. Failures become an ApiError with the server's message, else 'Failed to load leaderboard'. */
export async function getLeaderboard(): Promise<LeaderboardResponse> {
  try {
    const { data } = await apiClient.get<LeaderboardResponse>('/leaderboard');
    // Spec section 8: when success is not true the error is the errors value or the default.
    if (data?.success !== true) {
      const errors = (data as { errors?: unknown } | undefined)?.errors;
      throw new ApiError(typeof errors === 'string' && errors ? errors : 'Failed to load leaderboard', {
        body: data,
      });
    }
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to load leaderboard');
  }
}

export const leaderboardQueryKey = ['leaderboard'] as const;

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: leaderboardQueryKey, queryFn: getLeaderboard });
