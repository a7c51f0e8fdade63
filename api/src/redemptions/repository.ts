import type { DB } from '../db/schema.ts';
import { release } from '../lib/redemptions.ts';
import { inTransaction } from '../db/transaction.ts';
import { textRedemption } from './texts.ts';

// The subscriber's own redemptions: the list with what the redeem form needs to resume a claim,
// the hold a cancel or a claim refers to, and the claim itself. Holds are reserved and released by
// lib/redemptions.ts (the ledger side). Routes in routes/redemptions/ and routes/redeem-claim/.

/** The subscriber's redemptions (or the one with `uuid`), newest first, at most 100. */
export function redemptionsOf(db: DB, subscriberId: number, uuid?: string) {
  let query = db
    .selectFrom('redemptions as r')
    .innerJoin('rewards as w', 'w.id', 'r.reward_id')
    .innerJoin('subscribers as s', 's.id', 'r.subscriber_id')
    .select([
      'r.uuid',
      'r.reward_id',
      'w.name',
      'w.name_ur',
      'w.id_require',
      'r.credits',
      'r.status',
      'r.created_at',
      'r.expires_at',
      's.phone',
      's.partner_phone',
    ])
    .where('r.subscriber_id', '=', subscriberId);
  if (uuid) query = query.where('r.uuid', '=', uuid);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(100).execute();
}

/** The subscriber's hold with this uuid, as lib/redemptions.ts release() takes it. */
export function findHold(db: DB, subscriberId: number, uuid: string) {
  return db
    .selectFrom('redemptions')
    .select(['id', 'uuid', 'subscriber_id', 'credits'])
    .where('uuid', '=', uuid)
    .where('subscriber_id', '=', subscriberId)
    .executeTakeFirst();
}

/** The subscriber's redemption with this uuid and whether its reward asks for a PUBG id. */
export function findRedemptionToClaim(db: DB, subscriberId: number, uuid: string) {
  return db
    .selectFrom('redemptions as r')
    .innerJoin('rewards as w', 'w.id', 'r.reward_id')
    .select(['r.id', 'r.status', 'r.reward_id', 'w.id_require'])
    .where('r.uuid', '=', uuid)
    .where('r.subscriber_id', '=', subscriberId)
    .executeTakeFirst();
}

/**
 * Claims a reserved redemption with the contact details, and texts the subscriber that the request
 * was received in the same transaction; false when it was no longer reserved (claimed already, or
 * released), which texts nothing.
 */
export function claimRedemption(
  db: DB,
  id: number,
  claim: { name: string; email: string; phone: string | null; pubgId: string | null; at: string },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const updated = await tx
      .updateTable('redemptions')
      .set({
        name: claim.name,
        email: claim.email,
        phone: claim.phone,
        pubg_id: claim.pubgId,
        status: 'requested',
        claimed_at: claim.at,
      })
      .where('id', '=', id)
      .where('status', '=', 'reserved')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await textRedemption(tx, id, 'received', claim.at);
    return true;
  });
}

export async function redemptionStatus(db: DB, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('redemptions').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** Cancels a reserved hold at the subscriber's request: its credits come back in one transaction. */
export function cancelHold(db: DB, hold: Parameters<typeof release>[1], at: string): Promise<boolean> {
  return inTransaction(db, (tx) => release(tx, hold, at, false));
}
