import { apiCall } from '../../api-call';
import type { Subscription } from './get-subscription';
import { t } from '@portal/shared/i18n';

/** POST /v1/subscription/retry: charge again after a failed payment; access is back when it answers. */
export async function retryPayment(): Promise<{ message: string; subscription: Subscription }> {
  const answer = await apiCall<{ success: boolean; message: string; data: Subscription }>({
    method: 'POST',
    path: '/v1/subscription/retry',
    fallback: t('shared.api.payment.failed'),
  });
  return { message: answer.message, subscription: answer.data };
}
