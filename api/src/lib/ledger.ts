import { sql, type Transaction } from 'kysely';
import { isCheckViolation } from '../db/connect.ts';
import type { Database, DB } from '../db/schema.ts';
import { MESSAGES, HttpError } from './errors.ts';

type Tx = Transaction<Database> | DB;

export interface Movement {
  subscriberId: number;
  delta: number;
  reason: string;
  /** A key that makes this movement happen at most once per subscriber (unique in the database). */
  refKey?: string;
  at: string;
}

/**
 * Takes the subscriber's change counter (migration 0019) for the caller's transaction, and moves
 * it as the write will. Everything written about one subscriber takes this row first: a movement
 * here, a hold's or an entry's row through their triggers. So two writes about one subscriber at
 * once wait in turn on PostgreSQL, instead of locking the subscriber's totals, counter and wallet
 * in opposite orders (a deadlock, which db/transaction.ts would have to run again).
 */
export async function holdSubscriber(tx: Tx, subscriberId: number): Promise<void> {
  await sql`insert into subscriber_reads (subscriber_id, version) values (${subscriberId}, 1)
    on conflict (subscriber_id) do update set version = subscriber_reads.version + 1`.execute(tx);
}

/**
 * Records a movement and applies it to the wallet, inside the caller's transaction.
 * Returns false when the ref key was already used (nothing written). A debit that would take the
 * balance below zero is refused by the wallet's CHECK constraint and surfaces as 400.
 */
export async function move(tx: Tx, m: Movement): Promise<boolean> {
  await holdSubscriber(tx, m.subscriberId);
  const inserted = await tx
    .insertInto('ledger')
    .values({
      subscriber_id: m.subscriberId,
      delta: m.delta,
      reason: m.reason,
      ref_key: m.refKey ?? null,
      created_at: m.at,
    })
    .onConflict((oc) => oc.columns(['subscriber_id', 'ref_key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  try {
    await tx
      .updateTable('wallets')
      .set((eb) => ({ balance: eb('balance', '+', m.delta) }))
      .where('subscriber_id', '=', m.subscriberId)
      .execute();
  } catch (err) {
    if (isCheckViolation(err))
      throw new HttpError(400, MESSAGES.INSUFFICIENT_CREDITS, {
        details: 'Not enough credits for this reward.',
      });
    throw err;
  }
  return true;
}

export async function balanceOf(db: Tx, subscriberId: number): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance')
    .where('subscriber_id', '=', subscriberId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}
