import type { DB } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { smsLanguage, type SmsGateway, type SmsLanguage } from '../lib/sms.ts';
import type { BillingConfig } from './config.ts';
import type { ChargingGateway } from './gateway.ts';
import { periodEnd, planOf, priceOf, rupees, type Plan } from './plans.ts';
import { inTransaction } from '../db/transaction.ts';

export interface BillingDeps {
  db: DB;
  clock: Clock;
  gateway: ChargingGateway;
  config: BillingConfig;
  sms: SmsGateway;
}

export const CHARGE_MAX_ATTEMPTS = 5;

/** 1, 2, 4, 8 minutes after each attempt the gateway did not answer. */
export const chargeBackoffMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export type AttemptOutcome = 'charged' | 'declined' | 'retrying' | 'failed' | 'settled-elsewhere';

export const suspendedText = (totalPaisa: number, reason: string, language: SmsLanguage = 'en') =>
  language === 'ur'
    ? `PlayZone: آپ کی ${rupees(totalPaisa).replace(/^Rs /, '')} روپے کی ادائیگی نہیں ہو سکی (${reason})۔ آپ کی رسائی رکی ہوئی ہے: PlayZone کھولیں اور دوبارہ ادائیگی کریں۔`
    : `Your PlayZone payment of ${rupees(totalPaisa)} could not be taken (${reason}). Your access is paused: open PlayZone and tap Retry payment.`;

/**
 * The period a due subscriber pays for next: from `next_charge_at`, or, when whole periods went by
 * with no charge (the scheduler was not running), from the latest period start not after now:
 * days the portal never charged for are not charged later.
 */
export function nextPeriod(plan: Plan, dueIso: string, nowIso: string): { start: string; end: string } {
  let start = dueIso;
  let end = periodEnd(plan, start);
  for (let i = 0; i < 1000 && end <= nowIso; i++) {
    start = end;
    end = periodEnd(plan, start);
  }
  return { start, end };
}

/** Opens a pending charge for every subscriber whose trial or paid period has ended. Idempotent. */
export async function openDueCharges(deps: BillingDeps): Promise<number> {
  const nowIso = deps.clock.now().toISOString();
  const due = await deps.db
    .selectFrom('subscribers')
    .select(['id', 'sub_type', 'status', 'next_charge_at'])
    .where('status', 'in', ['trial', 'active'])
    .where('next_charge_at', '<=', nowIso)
    .orderBy('next_charge_at')
    .limit(500)
    .execute();
  let opened = 0;
  for (const s of due) {
    const plan = planOf(s.sub_type);
    const period = nextPeriod(plan, s.next_charge_at as string, nowIso);
    const price = priceOf(plan, deps.config);
    // The unique keys (one per subscriber and period start, one pending per subscriber) make a
    // second runner's insert a no-op.
    const res = await deps.db
      .insertInto('charges')
      .values({
        subscriber_id: Number(s.id),
        plan,
        period_start: period.start,
        period_end: period.end,
        amount_paisa: price.amountPaisa,
        tax_paisa: price.taxPaisa,
        total_paisa: price.totalPaisa,
        reason: s.status === 'trial' ? 'trial-end' : 'renewal',
        status: 'pending',
        attempts: 0,
        next_attempt_at: nowIso,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    opened += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return opened;
}

export interface ClaimedCharge {
  id: number;
  subscriberId: number;
  phone: string;
  plan: string;
  periodEnd: string;
  totalPaisa: number;
  /** The attempt this claim is (1 for the first). */
  attempts: number;
}

/** Sends every due pending charge to the gateway, each claimed first so no two runners send it. */
export async function deliverDueCharges(deps: BillingDeps): Promise<Record<AttemptOutcome, number>> {
  const nowIso = deps.clock.now().toISOString();
  const counts: Record<AttemptOutcome, number> = {
    charged: 0,
    declined: 0,
    retrying: 0,
    failed: 0,
    'settled-elsewhere': 0,
  };
  const due = await deps.db
    .selectFrom('charges as c')
    .innerJoin('subscribers as s', 's.id', 'c.subscriber_id')
    .select([
      'c.id',
      'c.subscriber_id',
      'c.attempts',
      'c.plan',
      'c.period_end',
      'c.total_paisa',
      's.phone',
      's.status',
    ])
    .where('c.status', '=', 'pending')
    .where('c.next_attempt_at', '<=', nowIso)
    .orderBy('c.id')
    .limit(500)
    .execute();
  for (const c of due) {
    if (c.status === 'unsubscribed') {
      // The subscription ended before its charge was taken: nothing is owed.
      await deps.db
        .updateTable('charges')
        .set({ status: 'cancelled', updated_at: nowIso })
        .where('id', '=', c.id)
        .where('status', '=', 'pending')
        .execute();
      continue;
    }
    const attempts = Number(c.attempts) + 1;
    const claimed = await deps.db
      .updateTable('charges')
      .set({
        attempts,
        next_attempt_at: new Date(Date.parse(nowIso) + chargeBackoffMs(attempts)).toISOString(),
        updated_at: nowIso,
      })
      .where('id', '=', c.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', Number(c.attempts))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const outcome = await attemptCharge(deps, {
      id: Number(c.id),
      subscriberId: Number(c.subscriber_id),
      phone: c.phone,
      plan: c.plan,
      periodEnd: c.period_end,
      totalPaisa: Number(c.total_paisa),
      attempts,
    });
    counts[outcome]++;
  }
  return counts;
}

/** Sends one claimed charge and records what the gateway said. */
export async function attemptCharge(deps: BillingDeps, charge: ClaimedCharge): Promise<AttemptOutcome> {
  const description = `PlayZone ${charge.plan === 'monthly' ? 'monthly' : 'daily'} subscription`;
  try {
    const result = await deps.gateway.charge({
      chargeId: charge.id,
      phone: charge.phone,
      totalPaisa: charge.totalPaisa,
      description,
      idempotencyKey: `charge-${charge.id}`,
    });
    if (result.outcome === 'charged') return await settleCharged(deps, charge, result.reference);
    return await settleRefused(deps, charge, 'declined', result.reason.slice(0, 200));
  } catch (err) {
    const message = err instanceof Error ? err.message.slice(0, 200) : 'charging gateway error';
    if (charge.attempts >= CHARGE_MAX_ATTEMPTS) return settleRefused(deps, charge, 'failed', message);
    // Left pending: the claim already moved its next attempt on by the backoff.
    await deps.db
      .updateTable('charges')
      .set({ last_error: message, updated_at: deps.clock.now().toISOString() })
      .where('id', '=', charge.id)
      .where('status', '=', 'pending')
      .execute();
    return 'retrying';
  }
}

/** The charge and the access it pays for, in one transaction: never "no pending charge and still suspended". */
async function settleCharged(
  deps: BillingDeps,
  charge: ClaimedCharge,
  reference: string,
): Promise<AttemptOutcome> {
  const nowIso = deps.clock.now().toISOString();
  return inTransaction(deps.db, async (tx) => {
    const done = await tx
      .updateTable('charges')
      .set({ status: 'charged', gateway_ref: reference.slice(0, 200), last_error: null, updated_at: nowIso })
      .where('id', '=', charge.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return 'settled-elsewhere';
    await tx
      .updateTable('subscribers')
      .set({ status: 'active' })
      .where('id', '=', charge.subscriberId)
      .where('status', 'in', ['trial', 'active', 'suspended'])
      .execute();
    // Only ever forward: a late answer for an older period never moves the next charge back.
    await tx
      .updateTable('subscribers')
      .set({ next_charge_at: charge.periodEnd })
      .where('id', '=', charge.subscriberId)
      .where('status', '!=', 'unsubscribed')
      .where((eb) => eb.or([eb('next_charge_at', 'is', null), eb('next_charge_at', '<', charge.periodEnd)]))
      .execute();
    return 'charged';
  });
}

/** A declined charge, or one the gateway never answered: the charge ends and access is paused. */
async function settleRefused(
  deps: BillingDeps,
  charge: ClaimedCharge,
  status: 'declined' | 'failed',
  reason: string,
): Promise<AttemptOutcome> {
  const nowIso = deps.clock.now().toISOString();
  const suspended = await inTransaction(deps.db, async (tx) => {
    const done = await tx
      .updateTable('charges')
      .set({ status, last_error: reason, updated_at: nowIso })
      .where('id', '=', charge.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return null;
    const res = await tx
      .updateTable('subscribers')
      .set({ status: 'suspended' })
      .where('id', '=', charge.subscriberId)
      .where('status', 'in', ['trial', 'active'])
      .returning('language')
      .executeTakeFirst();
    return res ? { language: smsLanguage(res.language) } : false;
  });
  if (suspended === null) return 'settled-elsewhere';
  const shown = status === 'declined' ? reason : 'the charging service did not answer';
  if (suspended)
    await deps.sms.send(charge.phone, suspendedText(charge.totalPaisa, shown, suspended.language));
  return status;
}
