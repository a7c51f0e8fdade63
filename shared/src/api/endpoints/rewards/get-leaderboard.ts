import { queryOptions } from '@portal/shared/query';
import type { LeaderboardResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { assertSuccess, toApiError } from '../../errors';

/** GET /leaderboard. Failures become an ApiError with the server's message, else 'Failed to load leaderboard'. */
export async function getLeaderboard(): Promise<LeaderboardResponse> {
  try {
    const { data } = await apiClient.get<LeaderboardResponse>('/leaderboard');
    return assertSuccess(data, 'Failed to load leaderboard');
  } catch (error) {
    throw toApiError(error, 'Failed to load leaderboard');
  }
}

export const leaderboardQueryKey = ['leaderboard'] as const;

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: leaderboardQueryKey, queryFn: getLeaderboard });
