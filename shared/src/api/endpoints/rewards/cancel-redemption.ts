import type { CancelRedemptionRequest, CancelRedemptionResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { assertSuccess, toApiError } from '../../errors';

/** POST /v1/redemptions/cancel: a reserved redemption is cancelled and its credits come back. */
export async function cancelRedemption(input: CancelRedemptionRequest): Promise<CancelRedemptionResponse> {
  try {
    const { data } = await apiClient.post<CancelRedemptionResponse>('/v1/redemptions/cancel', input);
    return assertSuccess(data, 'An error occurred. Please try again.');
  } catch (error) {
    throw toApiError(error, 'An error occurred. Please try again.');
  }
}
