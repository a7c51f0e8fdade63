import { queryOptions } from '@tanstack/react-query';
import type { DailyGamesResponse } from '@portal/shared/types';
import { apiClient } from '../../client';
import { ApiError, toApiError } from '../../errors';

/** GET /v1/daily-challenges/games. Failures become an ApiError with the server's message, else 'Failed to fetch daily games'. */
export async function getDailyGames(): Promise<DailyGamesResponse> {
  try {
    const { data } = await apiClient.get<DailyGamesResponse>('/v1/daily-challenges/games');
    // Spec section 8: when success is not true the error is the errors value or the default.
    if (data?.success !== true) {
      const errors = (data as { errors?: unknown } | undefined)?.errors;
      throw new ApiError(typeof errors === 'string' && errors ? errors : 'Failed to fetch daily games', {
        body: data,
      });
    }
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to fetch daily games');
  }
}

export const dailyGamesQueryKey = ['daily-games'] as const;

export const dailyGamesQueryOptions = () =>
  queryOptions({ queryKey: dailyGamesQueryKey, queryFn: getDailyGames });
