import { queryOptions } from '@portal/shared/query';
import type { LeaderboardResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** GET /leaderboard. Failures become an ApiError with the server's message, else 'Failed to load leaderboard'. */
export async function getLeaderboard(): Promise<LeaderboardResponse> {
  return apiCall<LeaderboardResponse>({
    method: 'GET',
    path: '/leaderboard',
    fallback: t('shared.api.leaderboard.failed'),
    successOr: t('shared.api.leaderboard.failed'),
  });
}

export const leaderboardQueryKey = ['leaderboard'] as const;

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: leaderboardQueryKey, queryFn: getLeaderboard });
