import type { Transaction } from 'kysely';
import type { Database, DB } from '../db/schema.ts';

type Tx = Transaction<Database> | DB;

/**
 * The money wallet: prize money in integer paisa, with its own ledger. Credits (lib/ledger.ts)
 * have no monetary value and never move here, nor the other way round.
 */
export interface MoneyMovement {
  subscriberId: number;
  deltaPaisa: number;
  reason: string;
  /** Unique across the money ledger: the movement happens at most once. */
  refKey: string;
  at: string;
}

export const PAISA_PER_RUPEE = 100;

/** Records a movement and applies it to the wallet; false when the ref key was already used. */
export async function moveMoney(tx: Tx, m: MoneyMovement): Promise<boolean> {
  if (!Number.isSafeInteger(m.deltaPaisa)) throw new Error('Money moves in whole paisa');
  const inserted = await tx
    .insertInto('money_ledger')
    .values({
      subscriber_id: m.subscriberId,
      delta_paisa: m.deltaPaisa,
      reason: m.reason,
      ref_key: m.refKey,
      created_at: m.at,
    })
    .onConflict((oc) => oc.column('ref_key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await tx
    .insertInto('money_wallets')
    .values({ subscriber_id: m.subscriberId, balance_paisa: m.deltaPaisa })
    .onConflict((oc) =>
      oc.column('subscriber_id').doUpdateSet((eb) => ({
        balance_paisa: eb('money_wallets.balance_paisa', '+', m.deltaPaisa),
      })),
    )
    .execute();
  return true;
}

export async function moneyBalanceOf(db: Tx, subscriberId: number): Promise<number> {
  const row = await db
    .selectFrom('money_wallets')
    .select('balance_paisa')
    .where('subscriber_id', '=', subscriberId)
    .executeTakeFirst();
  return Number(row?.balance_paisa ?? 0);
}

/** 'Rs 5,000' or 'Rs 12.50': how the portal writes an amount of paisa. */
export function formatRupees(paisa: number): string {
  const rupees = Math.floor(paisa / PAISA_PER_RUPEE);
  const rest = paisa % PAISA_PER_RUPEE;
  const whole = rupees.toLocaleString('en-US');
  return rest === 0 ? `Rs ${whole}` : `Rs ${whole}.${String(rest).padStart(2, '0')}`;
}
