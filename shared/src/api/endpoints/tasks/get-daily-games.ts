import { queryOptions } from '@portal/shared/query';
import type { DailyGamesResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** GET /v1/daily-challenges/games. Failures become an ApiError with the server's message, else 'Failed to fetch daily games'. */
export async function getDailyGames(): Promise<DailyGamesResponse> {
  return apiCall<DailyGamesResponse>({
    method: 'GET',
    path: '/v1/daily-challenges/games',
    fallback: t('shared.api.dailyGames.failed'),
    successOr: t('shared.api.dailyGames.failed'),
  });
}

export const dailyGamesQueryKey = ['daily-games'] as const;

export const dailyGamesQueryOptions = () =>
  queryOptions({ queryKey: dailyGamesQueryKey, queryFn: getDailyGames });
