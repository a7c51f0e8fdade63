import type { Transaction } from 'kysely';
import { readRows } from '../db/connect.ts';
import type { Database, DB } from '../db/schema.ts';
import { MESSAGES, HttpError } from './errors.ts';
import { move } from './ledger.ts';
import { inTransaction } from '../db/transaction.ts';

/** How long redeem-item holds the credits for the claim. */
export const HOLD_MS = 30 * 60_000;

/** Where a redemption stands; the contract's list is the one the api stores and answers. */
export type { RedemptionStatus } from '@portal/contracts';

/** Statuses whose credits are spent for good (what 'items redeemed' counts). */
export const COMMITTED_STATUSES = ['requested', 'processing', 'fulfilled'] as const;

/** Ledger reasons of credits given back: a released hold, a refunded redemption. */
export const RELEASE = 'redemption-release';
export const REFUND = 'redemption-refund';

export const formatCredits = (n: number) => n.toLocaleString('en-US');

interface Reward {
  id: number;
  name: string;
  credits: number;
}

/**
 * Holds the reward's credits: the redemption row and its debit in one transaction. The wallet's
 * CHECK constraint refuses a hold the balance cannot cover, so parallel holds never overdraw.
 */
export async function reserve(db: DB, subscriberId: number, reward: Reward, uuid: string, now: Date) {
  const at = now.toISOString();
  try {
    await inTransaction(db, async (tx) => {
      await tx
        .insertInto('redemptions')
        .values({
          uuid,
          subscriber_id: subscriberId,
          reward_id: reward.id,
          credits: reward.credits,
          name: null,
          email: null,
          phone: null,
          pubg_id: null,
          status: 'reserved',
          created_at: at,
          claimed_at: null,
          expires_at: new Date(now.getTime() + HOLD_MS).toISOString(),
          released_at: null,
        })
        .execute();
      await move(tx, {
        subscriberId,
        delta: -reward.credits,
        reason: 'redemption',
        refKey: `redeem:${uuid}`,
        at,
      });
    });
  } catch (err) {
    if (err instanceof HttpError && err.message === 'Insufficient credits') {
      throw new HttpError(400, MESSAGES.INSUFFICIENT_CREDITS, {
        details: `You need ${formatCredits(reward.credits)} credits to redeem ${reward.name}.`,
      });
    }
    throw err;
  }
}

/**
 * Gives a hold's credits back, once: the status change from 'reserved' is the guard (a claim or a
 * second release racing it changes no row and credits nothing). True when this call released it.
 */
export async function release(
  tx: Transaction<Database>,
  hold: { id: number; uuid: string; subscriber_id: number; credits: number },
  at: string,
  onlyIfDue: boolean,
): Promise<boolean> {
  let update = tx
    .updateTable('redemptions')
    .set({ status: 'cancelled', released_at: at })
    .where('id', '=', hold.id)
    .where('status', '=', 'reserved');
  if (onlyIfDue) update = update.where('expires_at', '<=', at);
  const changed = await update.executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await move(tx, {
    subscriberId: Number(hold.subscriber_id),
    delta: Number(hold.credits),
    reason: RELEASE,
    refKey: `release:${hold.uuid}`,
    at,
  });
  return true;
}

const DUE_SQL = `select id, uuid, subscriber_id, credits from redemptions
  where subscriber_id = ? and status = 'reserved' and expires_at <= ? limit 500`;

/** Releases every hold past its expiry (one subscriber's, or everyone's); returns how many. */
export async function releaseExpired(db: DB, now: Date, subscriberId?: number): Promise<number> {
  const at = now.toISOString();
  type Hold = { id: number; uuid: string; subscriber_id: number; credits: number };
  // One subscriber's check runs before every profile answer: hand-written, it skips the builder.
  const due =
    subscriberId === undefined
      ? await db
          .selectFrom('redemptions')
          .select(['id', 'uuid', 'subscriber_id', 'credits'])
          .where('status', '=', 'reserved')
          .where('expires_at', '<=', at)
          .limit(500)
          .execute()
      : await readRows<Hold>(db, DUE_SQL, [subscriberId, at]);
  let released = 0;
  for (const hold of due) {
    if (await inTransaction(db, (tx) => release(tx, hold, at, true))) released += 1;
  }
  return released;
}

const FIRST_EXPIRY_SQL = `select min(expires_at) as at from redemptions
  where subscriber_id = ? and status = 'reserved'`;

/** When the first of a subscriber's credit holds runs out (ISO text), null without one. */
export async function firstHoldExpiry(db: DB, subscriberId: number): Promise<string | null> {
  return (await readRows<{ at: string | null }>(db, FIRST_EXPIRY_SQL, [subscriberId]))[0]?.at ?? null;
}
