import { queryOptions } from '@tanstack/react-query';
import type { ChallengeGamesResponse } from '@portal/shared/types';
import { apiClient } from '../../client';
import { ApiError, toApiError } from '../../errors';

/** POST /v1/challenges/games. Failures become an ApiError with the server's message, else 'Failed to fetch daily games'. */
export async function getChallengeGames(): Promise<ChallengeGamesResponse> {
  try {
    const { data } = await apiClient.post<ChallengeGamesResponse>('/v1/challenges/games');
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

export const challengeGamesQueryKey = ['challenge-games'] as const;

export const challengeGamesQueryOptions = () =>
  queryOptions({ queryKey: challengeGamesQueryKey, queryFn: getChallengeGames });
