import type { EslGameSessionRequest, EslGameSessionResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';

/** POST /v1/esl-games/exit. Failures become an ApiError with the server's message, else 'Something went wrong.'. */
export async function exitEslGame(input: EslGameSessionRequest): Promise<EslGameSessionResponse> {
  return apiCall<EslGameSessionResponse>({
    method: 'POST',
    path: '/v1/esl-games/exit',
    body: input,
    fallback: 'Something went wrong.',
  });
}
