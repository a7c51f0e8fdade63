import { queryOptions } from '@portal/shared/query';
import type { RedemptionsResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

export const REDEMPTIONS_LOAD_FAILED = 'Failed to load redemptions';

/** GET /v1/redemptions: the subscriber's redemptions, newest first, each with its status. */
export async function getRedemptions(): Promise<RedemptionsResponse> {
  return apiCall<RedemptionsResponse>({
    method: 'GET',
    path: '/v1/redemptions',
    fallback: t('shared.api.redemptions.failed'),
    successOr: t('shared.api.redemptions.failed'),
  });
}

export const redemptionsQueryKey = ['redemptions'] as const;

export const redemptionsQueryOptions = () =>
  queryOptions({ queryKey: redemptionsQueryKey, queryFn: getRedemptions });
