import type { Transaction } from 'kysely';
import type { Database, DB } from '../db/schema.ts';
import { MESSAGES, conflict, notFound, withValues } from '../lib/errors.ts';
import { move } from '../lib/ledger.ts';
import { REFUND } from '../lib/redemptions.ts';
import { normalPhone } from './matches-repo.ts';
import { inTransaction } from '../db/transaction.ts';
import { textRedemption } from '../redemptions/texts.ts';

// Redemptions as the fulfilment team sees them: contact details and status. Steps go
// requested -> processing -> fulfilled; a requested or processing one can be refunded instead, its
// credits given back once through the ledger. Fulfilled and refunded text the subscriber
// (redemptions/texts.ts).

const NEXT: Record<string, string> = { processing: 'requested', fulfilled: 'processing' };
export const CANNOT_REFUND = MESSAGES.CANNOT_REFUND.message;

function query(db: DB) {
  return db
    .selectFrom('redemptions as r')
    .innerJoin('subscribers as s', 's.id', 'r.subscriber_id')
    .innerJoin('rewards as w', 'w.id', 'r.reward_id')
    .select([
      'r.id',
      'r.uuid',
      'r.subscriber_id',
      's.phone as subscriber_phone',
      'r.reward_id',
      'w.name as reward_name',
      'r.credits',
      'r.name',
      'r.email',
      'r.phone',
      'r.pubg_id',
      'r.status',
      'r.status_reason',
      'r.created_at',
      'r.claimed_at',
      'r.updated_at',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;

const toRedemption = (r: Row) => ({
  id: Number(r.id),
  uuid: r.uuid,
  subscriber: { id: Number(r.subscriber_id), phone: r.subscriber_phone },
  reward: { id: Number(r.reward_id), name: r.reward_name },
  credits: Number(r.credits),
  contact: { name: r.name, email: r.email, phone: r.phone, pubgId: r.pubg_id },
  status: r.status,
  reason: r.status_reason,
  createdAt: r.created_at,
  claimedAt: r.claimed_at,
  updatedAt: r.updated_at,
});
export type Redemption = ReturnType<typeof toRedemption>;

export async function listRedemptions(
  db: DB,
  q: { status?: string; number?: string; subscriberId?: number; limit: number; offset: number },
) {
  let qb = query(db);
  // A hold still 'reserved' is a redeem form not yet sent: nothing for the team to do.
  qb = q.status ? qb.where('r.status', '=', q.status) : qb.where('r.status', '!=', 'reserved');
  if (q.number) qb = qb.where('s.phone', '=', normalPhone(q.number));
  if (q.subscriberId !== undefined) qb = qb.where('r.subscriber_id', '=', q.subscriberId);
  const rows = await qb.orderBy('r.id', 'desc').limit(q.limit).offset(q.offset).execute();
  return rows.map(toRedemption);
}

export async function redemptionById(db: DB, id: number): Promise<Redemption> {
  const row = await query(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MESSAGES.REDEMPTION_NOT_FOUND);
  return toRedemption(row);
}

/**
 * Moves a redemption one step on; the status it must have now is the guard (409 otherwise). The
 * step to fulfilled texts the subscriber in the same transaction, so a second click texts nothing.
 */
export async function advance(db: DB, id: number, to: 'processing' | 'fulfilled', at: string) {
  const before = await redemptionById(db, id);
  await inTransaction(db, async (tx) => {
    const changed = await tx
      .updateTable('redemptions')
      .set({ status: to, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', NEXT[to] as string)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1)
      throw conflict(withValues(MESSAGES.REDEMPTION_CANNOT_BECOME, { from: before.status, to }));
    if (to === 'fulfilled') await textRedemption(tx, id, 'fulfilled', at);
  });
  return { before, after: await redemptionById(db, id) };
}

/**
 * Refunds a redemption: the status change is the guard (one call of several racing ones changes
 * the row), and the credit carries a unique ref key, so the credits come back exactly once, told
 * by one text written in the same transaction.
 */
export async function refund(
  db: DB,
  id: number,
  reason: string,
  at: string,
  audit: (tx: Transaction<Database>, before: Redemption) => Promise<void>,
) {
  const before = await redemptionById(db, id);
  await inTransaction(db, async (tx) => {
    const changed = await tx
      .updateTable('redemptions')
      .set({ status: 'refunded', status_reason: reason, updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', ['requested', 'processing'])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw conflict(MESSAGES.CANNOT_REFUND);
    const moved = await move(tx, {
      subscriberId: before.subscriber.id,
      delta: before.credits,
      reason: REFUND,
      refKey: `refund:${before.uuid}`,
      at,
    });
    if (!moved) throw conflict(MESSAGES.CANNOT_REFUND);
    await textRedemption(tx, id, 'refunded', at);
    await audit(tx, before);
  });
  return { before, after: await redemptionById(db, id) };
}

const CSV_COLUMNS = [
  'id',
  'created',
  'subscriber',
  'reward',
  'credits',
  'name',
  'email',
  'phone',
  'pubg_id',
  'status',
  'reason',
];

/** A cell that a spreadsheet reads as text: quoted, and never taken for a formula. */
function cell(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function toCsv(rows: Redemption[]): string {
  const lines = rows.map((r) =>
    [
      r.id,
      r.createdAt,
      r.subscriber.phone,
      r.reward.name,
      r.credits,
      r.contact.name,
      r.contact.email,
      r.contact.phone,
      r.contact.pubgId,
      r.status,
      r.reason,
    ]
      .map(cell)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
