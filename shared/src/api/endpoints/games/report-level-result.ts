import type { GameLevelResultRequest, GameLevelResultResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/game-levels/result. Failures become an ApiError with the server's message, else 'Something went wrong.'. */
export async function reportLevelResult(input: GameLevelResultRequest): Promise<GameLevelResultResponse> {
  return apiCall<GameLevelResultResponse>({
    method: 'POST',
    path: '/v1/game-levels/result',
    body: input,
    fallback: t('shared.api.somethingWrong'),
  });
}
