import type { GameLevelBeginRequest, GameLevelStartResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/game-levels/begin. Failures become an ApiError with the server's message, else 'Something went wrong.'. */
export async function beginGameLevel(input: GameLevelBeginRequest): Promise<GameLevelStartResponse> {
  try {
    const { data } = await apiClient.post<GameLevelStartResponse>('/v1/game-levels/begin', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Something went wrong.');
  }
}
