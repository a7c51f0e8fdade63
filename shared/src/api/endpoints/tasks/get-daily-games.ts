import { queryOptions } from '@portal/shared/query';
import type { DailyGamesResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { assertSuccess, toApiError } from '../../errors';

/** GET /v1/daily-challenges/games. Failures become an ApiError with the server's message, else 'Failed to fetch daily games'. */
export async function getDailyGames(): Promise<DailyGamesResponse> {
  try {
    const { data } = await apiClient.get<DailyGamesResponse>('/v1/daily-challenges/games');
    return assertSuccess(data, 'Failed to fetch daily games');
  } catch (error) {
    throw toApiError(error, 'Failed to fetch daily games');
  }
}

export const dailyGamesQueryKey = ['daily-games'] as const;

export const dailyGamesQueryOptions = () =>
  queryOptions({ queryKey: dailyGamesQueryKey, queryFn: getDailyGames });
