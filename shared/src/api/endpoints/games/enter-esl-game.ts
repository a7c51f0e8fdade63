import type { EslGameSessionRequest, EslGameSessionResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/esl-games/enter. Failures become an ApiError with the server's message, else 'Something went wrong.'. */
export async function enterEslGame(input: EslGameSessionRequest): Promise<EslGameSessionResponse> {
  return apiCall<EslGameSessionResponse>({
    method: 'POST',
    path: '/v1/esl-games/enter',
    body: input,
    fallback: t('shared.api.somethingWrong'),
  });
}
