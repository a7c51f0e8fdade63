import { queryOptions } from '@portal/shared/query';
import type { EslGamesResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** GET /v1/esl-games/check. Failures become an ApiError with the server's message, else 'Failed to load ESL games'. */
export async function getEslGames(): Promise<EslGamesResponse> {
  return apiCall<EslGamesResponse>({
    method: 'GET',
    path: '/v1/esl-games/check',
    fallback: t('shared.api.eslGames.failed'),
  });
}

export const eslGamesQueryKey = ['esl-games'] as const;

export const eslGamesQueryOptions = () => queryOptions({ queryKey: eslGamesQueryKey, queryFn: getEslGames });
