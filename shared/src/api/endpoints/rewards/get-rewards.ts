import { queryOptions } from '@portal/shared/query';
import type { RewardsResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/rewards. Failures become an ApiError with the server's message, else 'Failed to load rewards'. */
export async function getRewards(): Promise<RewardsResponse> {
  return apiCall<RewardsResponse>({
    method: 'POST',
    path: '/v1/rewards',
    fallback: t('shared.api.rewards.failed'),
  });
}

export const rewardsQueryKey = ['rewards'] as const;

export const rewardsQueryOptions = () => queryOptions({ queryKey: rewardsQueryKey, queryFn: getRewards });
