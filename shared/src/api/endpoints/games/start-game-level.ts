import type { GameLevelStartRequest, GameLevelStartResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/game-levels/start. Failures become an ApiError with the server's message, else 'Something went wrong.'. */
export async function startGameLevel(input: GameLevelStartRequest): Promise<GameLevelStartResponse> {
  return apiCall<GameLevelStartResponse>({
    method: 'POST',
    path: '/v1/game-levels/start',
    body: input,
    fallback: t('shared.api.somethingWrong'),
  });
}
