import { queryOptions } from '@portal/shared/query';
import type { EslGamesResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** GET /v1/esl-games/check. Failures become an ApiError with the server's message, else 'Failed to load ESL games'. */
export async function getEslGames(): Promise<EslGamesResponse> {
  try {
    const { data } = await apiClient.get<EslGamesResponse>('/v1/esl-games/check');
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to load ESL games');
  }
}

export const eslGamesQueryKey = ['esl-games'] as const;

export const eslGamesQueryOptions = () => queryOptions({ queryKey: eslGamesQueryKey, queryFn: getEslGames });
