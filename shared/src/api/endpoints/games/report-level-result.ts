import type { GameLevelResultRequest, GameLevelResultResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/game-levels/result. Failures become an ApiError with the server's message, else 'Something went wrong.'. */
export async function reportLevelResult(input: GameLevelResultRequest): Promise<GameLevelResultResponse> {
  try {
    const { data } = await apiClient.post<GameLevelResultResponse>('/v1/game-levels/result', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Something went wrong.');
  }
}
