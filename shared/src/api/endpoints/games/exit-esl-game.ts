import type { EslGameSessionRequest, EslGameSessionResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/esl-games/exit. Failures become an ApiError with the server's message, else 'Something went wrong.'. */
export async function exitEslGame(input: EslGameSessionRequest): Promise<EslGameSessionResponse> {
  try {
    const { data } = await apiClient.post<EslGameSessionResponse>('/v1/esl-games/exit', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Something went wrong.');
  }
}
