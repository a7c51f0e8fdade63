import type { RedeemItemRequest, RedeemItemResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/redeem-item. Failures become an ApiError with the server's message, else 'Redemption failed. Please try again.'. */
export async function redeemItem(input: RedeemItemRequest): Promise<RedeemItemResponse> {
  return apiCall<RedeemItemResponse>({
    method: 'POST',
    path: '/v1/redeem-item',
    body: input,
    fallback: t('shared.api.redeem.failed'),
  });
}
