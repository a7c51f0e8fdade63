import type { SubscriptionCharge } from '@portal/contracts';
import type { DB } from '../db/schema.ts';
import type { BillingConfig } from './config.ts';
import { planOf, priceOf, type Plan, type Price } from './plans.ts';
import { FAILED_STATUSES } from '../lib/subscribers.ts';

// Read-only queries for the subscriber's page, the operator console and the metrics.

/** A charge row: what the subscriber's page shows, and the gateway's reference and last update. */
export interface ChargeView extends SubscriptionCharge {
  gatewayRef: string | null;
  updatedAt: string;
}

export interface SubscriptionState {
  subscriberId: number;
  /** trial | active | suspended | unsubscribed */
  status: string;
  lineType: 'prepaid' | 'postpaid';
  plan: Plan;
  /** What the next charge takes. */
  price: Price;
  trialEndsAt: string | null;
  nextChargeAt: string | null;
  /** Newest first. */
  charges: ChargeView[];
  /** Declined or never answered, over the subscriber's whole history. */
  failedCharges: number;
}

/** A subscriber's subscription and their latest charges (null: no such subscriber). */
export async function subscriptionState(
  db: DB,
  config: BillingConfig,
  subscriberId: number,
  opts: { limit?: number } = {},
): Promise<SubscriptionState | null> {
  const sub = await db
    .selectFrom('subscribers')
    .select(['id', 'status', 'sub_type', 'trial_ends_at', 'next_charge_at'])
    .where('id', '=', subscriberId)
    .executeTakeFirst();
  if (!sub) return null;
  const rows = await db
    .selectFrom('charges')
    .selectAll()
    .where('subscriber_id', '=', subscriberId)
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(opts.limit ?? 10, 1), 100))
    .execute();
  const plan = planOf(sub.sub_type);
  return {
    subscriberId,
    status: sub.status,
    lineType: sub.sub_type === 'postpaid' ? 'postpaid' : 'prepaid',
    plan,
    price: priceOf(plan, config),
    trialEndsAt: sub.trial_ends_at,
    nextChargeAt: sub.next_charge_at,
    charges: rows.map((r) => ({
      id: Number(r.id),
      plan: r.plan,
      reason: r.reason,
      status: r.status,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      amountPaisa: Number(r.amount_paisa),
      taxPaisa: Number(r.tax_paisa),
      totalPaisa: Number(r.total_paisa),
      attempts: Number(r.attempts),
      lastError: r.last_error,
      gatewayRef: r.gateway_ref,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    })),
    failedCharges: await countFailedCharges(db, { subscriberId }),
  };
}

/** Charges the gateway declined or never answered: all, one subscriber's, or since a time (ISO). */
export async function countFailedCharges(
  db: DB,
  opts: { subscriberId?: number; since?: string } = {},
): Promise<number> {
  let q = db
    .selectFrom('charges')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', [...FAILED_STATUSES]);
  if (opts.subscriberId !== undefined) q = q.where('subscriber_id', '=', opts.subscriberId);
  if (opts.since !== undefined) q = q.where('updated_at', '>=', opts.since);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Charges per status and subscribers per subscription status (for the metrics endpoint). */
export async function billingTotals(
  db: DB,
): Promise<{ charges: Record<string, number>; subscribers: Record<string, number> }> {
  const charges = await db
    .selectFrom('charges')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const subscribers = await db
    .selectFrom('subscribers')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  return {
    charges: Object.fromEntries(charges.map((r) => [r.status, Number(r.n)])),
    subscribers: Object.fromEntries(subscribers.map((r) => [r.status, Number(r.n)])),
  };
}
