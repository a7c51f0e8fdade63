import { queryOptions } from '@portal/shared/query';
import type { RedemptionsResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { assertSuccess, toApiError } from '../../errors';

export const REDEMPTIONS_LOAD_FAILED = 'Failed to load redemptions';

/** GET /v1/redemptions: the subscriber's redemptions, newest first, each with its status. */
export async function getRedemptions(): Promise<RedemptionsResponse> {
  try {
    const { data } = await apiClient.get<RedemptionsResponse>('/v1/redemptions');
    return assertSuccess(data, REDEMPTIONS_LOAD_FAILED);
  } catch (error) {
    throw toApiError(error, REDEMPTIONS_LOAD_FAILED);
  }
}

export const redemptionsQueryKey = ['redemptions'] as const;

export const redemptionsQueryOptions = () =>
  queryOptions({ queryKey: redemptionsQueryKey, queryFn: getRedemptions });
