import { queryOptions } from '@portal/shared/query';
import type { DailyGamesResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';

/** GET /v1/daily-challenges/games. Failures become an ApiError with the server's message, else 'Failed to fetch daily games'. */
export async function getDailyGames(): Promise<DailyGamesResponse> {
  return apiCall<DailyGamesResponse>({
    method: 'GET',
    path: '/v1/daily-challenges/games',
    fallback: 'Failed to fetch daily games',
    successOr: 'Failed to fetch daily games',
  });
}

export const dailyGamesQueryKey = ['daily-games'] as const;

export const dailyGamesQueryOptions = () =>
  queryOptions({ queryKey: dailyGamesQueryKey, queryFn: getDailyGames });
