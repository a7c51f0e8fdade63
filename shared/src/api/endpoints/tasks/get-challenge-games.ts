import { queryOptions } from '@portal/shared/query';
import type { ChallengeGamesResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { assertSuccess, toApiError } from '../../errors';

/** POST /v1/challenges/games. Failures become an ApiError with the server's message, else 'Failed to fetch daily games'. */
export async function getChallengeGames(): Promise<ChallengeGamesResponse> {
  try {
    const { data } = await apiClient.post<ChallengeGamesResponse>('/v1/challenges/games');
    return assertSuccess(data, 'Failed to fetch daily games');
  } catch (error) {
    throw toApiError(error, 'Failed to fetch daily games');
  }
}

export const challengeGamesQueryKey = ['challenge-games'] as const;

export const challengeGamesQueryOptions = () =>
  queryOptions({ queryKey: challengeGamesQueryKey, queryFn: getChallengeGames });
