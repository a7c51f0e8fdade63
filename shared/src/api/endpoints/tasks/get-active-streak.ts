import { queryOptions } from '@portal/shared/query';
import type { ActiveStreakResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** GET /v1/active-streak. Failures become an ApiError with the server's message, else 'Failed to load streak'. */
export async function getActiveStreak(): Promise<ActiveStreakResponse> {
  return apiCall<ActiveStreakResponse>({
    method: 'GET',
    path: '/v1/active-streak',
    fallback: t('shared.api.streak.failed'),
    successOr: t('shared.api.streak.failed'),
  });
}

export const activeStreakQueryKey = ['active-streak'] as const;

export const activeStreakQueryOptions = () =>
  queryOptions({ queryKey: activeStreakQueryKey, queryFn: getActiveStreak });
