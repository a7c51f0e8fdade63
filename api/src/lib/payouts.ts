import type { DB } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** What the payout gateway is asked to do: send one prize to one subscriber's number. */
export interface PayoutRequest {
  payoutId: number;
  phone: string;
  amountPaisa: number;
  /** Stable per payout: a gateway that sees it twice pays once. */
  idempotencyKey: string;
}

/** The operator's payout gateway. A real one replaces the demo adapter. */
export interface PayoutGateway {
  send(request: PayoutRequest): Promise<{ reference: string }>;
}

/** Demo adapter: records each request and answers with a reference; `fail` makes it refuse. */
export class RecordingPayoutGateway implements PayoutGateway {
  readonly sent: PayoutRequest[] = [];
  fail = 0;
  async send(request: PayoutRequest): Promise<{ reference: string }> {
    if (this.fail > 0) {
      this.fail--;
      throw new Error('payout gateway unavailable');
    }
    // The idempotency key makes a repeat a no-op, as a real gateway would.
    if (!this.sent.some((s) => s.idempotencyKey === request.idempotencyKey)) this.sent.push(request);
    return { reference: `DEMO-${request.idempotencyKey}` };
  }
}

export const PAYOUT_MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 3_600_000;

/** 1, 2, 4 ... minutes after each failed attempt, at most six hours. */
export function payoutBackoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Hands every due payout to the gateway, one claim at a time: a payout is claimed by moving its
 * next attempt forward (a conditional update), so two runners never send it together. A failure
 * is retried with backoff; after the last attempt the payout is 'failed' for staff to follow up.
 */
export async function deliverPayouts(db: DB, gateway: PayoutGateway, clock: Clock): Promise<number> {
  const nowIso = clock.now().toISOString();
  const due = await db
    .selectFrom('payouts as p')
    .innerJoin('subscribers as s', 's.id', 'p.subscriber_id')
    .select(['p.id', 'p.attempts', 'p.amount_paisa', 'p.next_attempt_at', 's.phone'])
    .where('p.status', '=', 'pending')
    .where('p.next_attempt_at', '<=', nowIso)
    .orderBy('p.id')
    .execute();
  let sent = 0;
  for (const p of due) {
    const attempts = Number(p.attempts) + 1;
    const claimed = await db
      .updateTable('payouts')
      .set({
        attempts,
        next_attempt_at: new Date(clock.now().getTime() + payoutBackoffMs(attempts)).toISOString(),
        updated_at: nowIso,
      })
      .where('id', '=', p.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', Number(p.attempts))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      const { reference } = await gateway.send({
        payoutId: Number(p.id),
        phone: p.phone,
        amountPaisa: Number(p.amount_paisa),
        idempotencyKey: `payout-${p.id}`,
      });
      await db
        .updateTable('payouts')
        .set({ status: 'sent', gateway_ref: reference, last_error: null, updated_at: nowIso })
        .where('id', '=', p.id)
        .execute();
      sent++;
    } catch (err) {
      await db
        .updateTable('payouts')
        .set({
          status: attempts >= PAYOUT_MAX_ATTEMPTS ? 'failed' : 'pending',
          last_error: err instanceof Error ? err.message.slice(0, 200) : 'error',
          updated_at: nowIso,
        })
        .where('id', '=', p.id)
        .execute();
    }
  }
  return sent;
}
