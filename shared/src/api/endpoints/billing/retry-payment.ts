import { apiClient } from '../../client';
import { toApiError } from '../../errors';
import type { Subscription } from './get-subscription';

/** POST /v1/subscription/retry: charge again after a failed payment; access is back when it answers. */
export async function retryPayment(): Promise<{ message: string; subscription: Subscription }> {
  try {
    const { data } = await apiClient.post<{ success: boolean; message: string; data: Subscription }>(
      '/v1/subscription/retry',
    );
    return { message: data.message, subscription: data.data };
  } catch (error) {
    throw toApiError(error, 'The payment could not be taken. Please try again.');
  }
}
