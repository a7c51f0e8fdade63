import { isUniqueViolation, type DialectName } from '../db/connect.ts';
import { attemptCharge, chargeBackoffMs, type AttemptOutcome, type BillingDeps } from './charges.ts';
import { periodEnd, planOf, priceOf } from './plans.ts';
import { inTransaction } from '../db/transaction.ts';

export type RetryOutcome = AttemptOutcome | 'not-suspended' | 'in-progress' | 'too-many';

/** A subscriber's own retries per window: each one is a call to the operator's gateway. */
export const RETRY_LIMIT = 5;
export const RETRY_WINDOW_MS = 15 * 60 * 1000;

/**
 * The subscriber's own retry after a failed charge: a new charge for a period from now, made at
 * once by the instance that received the request (the subscriber is waiting). The charge row is
 * created already claimed (attempt 1, next attempt after the backoff), so the scheduler leaves it
 * alone unless this instance dies mid-call, and then the gateway's idempotency key holds.
 * Under a lock on the subscriber's row a retry sees either the other's pending charge or the
 * access it restored, so two retries never charge twice.
 */
export async function retryCharge(
  deps: BillingDeps & { dialect: DialectName },
  subscriberId: number,
): Promise<{ outcome: RetryOutcome; reason: string | null }> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  let opened:
    | { id: number; phone: string; plan: string; periodEnd: string; totalPaisa: number }
    | 'not-suspended'
    | 'in-progress'
    | 'too-many';
  try {
    opened = await inTransaction(deps.db, async (tx) => {
      let q = tx
        .selectFrom('subscribers')
        .select(['status', 'sub_type', 'phone'])
        .where('id', '=', subscriberId);
      if (deps.dialect === 'postgres') q = q.forUpdate();
      const sub = await q.executeTakeFirstOrThrow();
      if (sub.status !== 'suspended') return 'not-suspended' as const;
      const pending = await tx
        .selectFrom('charges')
        .select('id')
        .where('subscriber_id', '=', subscriberId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) return 'in-progress' as const;
      const recent = await tx
        .selectFrom('charges')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('subscriber_id', '=', subscriberId)
        .where('reason', '=', 'retry')
        .where('created_at', '>', new Date(now.getTime() - RETRY_WINDOW_MS).toISOString())
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= RETRY_LIMIT) return 'too-many' as const;
      const plan = planOf(sub.sub_type);
      const price = priceOf(plan, deps.config);
      const end = periodEnd(plan, nowIso);
      const row = await tx
        .insertInto('charges')
        .values({
          subscriber_id: subscriberId,
          plan,
          period_start: nowIso,
          period_end: end,
          amount_paisa: price.amountPaisa,
          tax_paisa: price.taxPaisa,
          total_paisa: price.totalPaisa,
          reason: 'retry',
          status: 'pending',
          attempts: 1,
          next_attempt_at: new Date(now.getTime() + chargeBackoffMs(1)).toISOString(),
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), phone: sub.phone, plan, periodEnd: end, totalPaisa: price.totalPaisa };
    });
  } catch (err) {
    // Another retry's pending charge (or one for the same instant) got there first.
    if (isUniqueViolation(err)) return { outcome: 'in-progress', reason: null };
    throw err;
  }
  if (typeof opened === 'string') return { outcome: opened, reason: null };
  const outcome = await attemptCharge(deps, { ...opened, subscriberId, attempts: 1 });
  const row = await deps.db
    .selectFrom('charges')
    .select('last_error')
    .where('id', '=', opened.id)
    .executeTakeFirst();
  return { outcome, reason: row?.last_error ?? null };
}
