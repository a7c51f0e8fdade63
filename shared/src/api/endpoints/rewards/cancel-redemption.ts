import type { CancelRedemptionRequest, CancelRedemptionResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/redemptions/cancel: a reserved redemption is cancelled and its credits come back. */
export async function cancelRedemption(input: CancelRedemptionRequest): Promise<CancelRedemptionResponse> {
  return apiCall<CancelRedemptionResponse>({
    method: 'POST',
    path: '/v1/redemptions/cancel',
    body: input,
    fallback: t('shared.api.tryAgain'),
    successOr: t('shared.api.tryAgain'),
  });
}
