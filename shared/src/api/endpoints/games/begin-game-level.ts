import type { GameLevelBeginRequest, GameLevelStartResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/game-levels/begin. Failures become an ApiError with the server's message, else 'Something went wrong.'. */
export async function beginGameLevel(input: GameLevelBeginRequest): Promise<GameLevelStartResponse> {
  return apiCall<GameLevelStartResponse>({
    method: 'POST',
    path: '/v1/game-levels/begin',
    body: input,
    fallback: t('shared.api.somethingWrong'),
  });
}
