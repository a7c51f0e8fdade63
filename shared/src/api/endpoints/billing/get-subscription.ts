import type { Subscription } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

export type { Subscription, SubscriptionCharge } from '@portal/contracts';

export const subscriptionQueryKey = ['subscription'] as const;

/** GET /v1/subscription: status, price and the latest charges (answers a suspended subscriber too). */
export async function getSubscription(): Promise<Subscription> {
  const answer = await apiCall<{ success: boolean; data: Subscription }>({
    method: 'GET',
    path: '/v1/subscription',
    fallback: t('shared.api.subscription.failed'),
  });
  return answer.data;
}
