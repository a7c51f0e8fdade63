import type { RedeemClaimRequest, RedeemClaimResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/redeem-claim. Failures become an ApiError with the server's message, else 'An error occurred. Please try again.'. */
export async function redeemClaim(input: RedeemClaimRequest): Promise<RedeemClaimResponse> {
  try {
    const { data } = await apiClient.post<RedeemClaimResponse>('/v1/redeem-claim', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'An error occurred. Please try again.');
  }
}
