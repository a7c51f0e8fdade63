import type { RedeemItemRequest, RedeemItemResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/redeem-item. Failures become an ApiError with the server's message, else 'Redemption failed. Please try again.'. */
export async function redeemItem(input: RedeemItemRequest): Promise<RedeemItemResponse> {
  try {
    const { data } = await apiClient.post<RedeemItemResponse>('/v1/redeem-item', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Redemption failed. Please try again.');
  }
}
