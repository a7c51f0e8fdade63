import type { RedeemClaimRequest, RedeemClaimResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/redeem-claim. Failures become an ApiError with the server's message, else 'An error occurred. Please try again.'. */
export async function redeemClaim(input: RedeemClaimRequest): Promise<RedeemClaimResponse> {
  return apiCall<RedeemClaimResponse>({
    method: 'POST',
    path: '/v1/redeem-claim',
    body: input,
    fallback: t('shared.api.tryAgain'),
  });
}
