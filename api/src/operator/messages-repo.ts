import type { DB } from '../db/schema.ts';
import { MESSAGES, conflict, notFound, withValues } from '../lib/errors.ts';
import { hideSignInCode } from '../lib/sign-in.ts';
import { normalPhone } from './matches-repo.ts';

// The two outboxes: texts (the SMS gateway's queue) and rupee payouts (the payout gateway's).
// Staff read their delivery state and send a failed one again; a sign-in text's code is hidden.

export async function listSms(
  db: DB,
  q: { status?: string; number?: string; limit: number; offset: number },
) {
  let query = db.selectFrom('sms_outbox').selectAll();
  if (q.status) query = query.where('status', '=', q.status);
  if (q.number) query = query.where('phone', '=', normalPhone(q.number));
  const rows = await query.orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    phone: r.phone,
    body: hideSignInCode(r.body),
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
}

export async function retrySms(db: DB, id: number) {
  const row = await db.selectFrom('sms_outbox').select(['status']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MESSAGES.MESSAGE_NOT_FOUND);
  const changed = await db
    .updateTable('sms_outbox')
    .set({ status: 'queued', last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1)
    throw conflict(withValues(MESSAGES.ONLY_FAILED_MESSAGE, { status: row.status }));
  return { before: row.status, after: 'queued' };
}

export async function listPayouts(db: DB, q: { status?: string; limit: number; offset: number }) {
  let query = db
    .selectFrom('payouts as p')
    .innerJoin('subscribers as s', 's.id', 'p.subscriber_id')
    .select([
      'p.id',
      'p.tournament_id',
      'p.place',
      'p.subscriber_id',
      's.phone',
      'p.amount_paisa',
      'p.status',
      'p.attempts',
      'p.next_attempt_at',
      'p.last_error',
      'p.gateway_ref',
      'p.created_at',
      'p.updated_at',
    ]);
  if (q.status) query = query.where('p.status', '=', q.status);
  const rows = await query.orderBy('p.id', 'desc').limit(q.limit).offset(q.offset).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    tournamentId: Number(r.tournament_id),
    place: Number(r.place),
    subscriber: { id: Number(r.subscriber_id), phone: r.phone },
    amountPaisa: Number(r.amount_paisa),
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: r.next_attempt_at,
    lastError: r.last_error,
    gatewayRef: r.gateway_ref,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

/** A failed payout goes back to pending, due now; the payout worker picks it up. */
export async function retryPayout(db: DB, id: number, at: string) {
  const row = await db.selectFrom('payouts').select(['status']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MESSAGES.PAYOUT_NOT_FOUND);
  const changed = await db
    .updateTable('payouts')
    .set({ status: 'pending', next_attempt_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1)
    throw conflict(withValues(MESSAGES.ONLY_FAILED_PAYOUT, { status: row.status }));
  return { before: row.status, after: 'pending' };
}
