import { apiCall } from '../../api-call';

export interface SubscriptionCharge {
  id: number;
  plan: string;
  reason: string;
  /** pending | charged | declined | failed | cancelled */
  status: string;
  periodStart: string;
  periodEnd: string;
  totalPaisa: number;
  lastError: string | null;
  createdAt: string;
}

export interface Subscription {
  /** trial | active | suspended */
  status: string;
  lineType: string;
  plan: string;
  /** 'Rs 10 per day', 'Rs 167 plus Rs 32.57 tax per month' */
  priceText: string;
  price: { amountPaisa: number; taxPaisa: number; totalPaisa: number };
  trialEndsAt: string | null;
  nextChargeAt: string | null;
  charges: SubscriptionCharge[];
  failedCharges: number;
}

export const subscriptionQueryKey = ['subscription'] as const;

/** GET /v1/subscription: status, price and the latest charges (answers a suspended subscriber too). */
export async function getSubscription(): Promise<Subscription> {
  const answer = await apiCall<{ success: boolean; data: Subscription }>({
    method: 'GET',
    path: '/v1/subscription',
    fallback: 'Failed to load your subscription',
  });
  return answer.data;
}
