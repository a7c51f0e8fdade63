import type { Transaction } from 'kysely';
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
 * Records a movement and applies it to the wallet, inside the caller's transaction.
 * Returns false when the ref key was already used (nothing written). A debit that would take the
 * balance below zero is refused by the wallet's CHECK constraint and surfaces as 400.
 */
export async function move(tx: Tx, m: Movement): Promise<boolean> {
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
