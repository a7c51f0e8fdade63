import type { DB } from '../db/schema.ts';
import { move } from '../lib/ledger.ts';
import { inTransaction } from '../db/transaction.ts';

// The daily streak's writes and the subscriber's chosen game; the streak's state itself is read
// by lib/streak.ts. Routes in routes/active-streak/ and routes/update-daily-streak/.

/** The game the subscriber picked for its daily task, if any. */
export async function chosenGameOf(db: DB, subscriberId: number): Promise<number | null> {
  const sub = await db
    .selectFrom('subscribers')
    .select('game_id')
    .where('id', '=', subscriberId)
    .executeTakeFirst();
  return sub?.game_id == null ? null : Number(sub.game_id);
}

/**
 * Records today's claim and credits it through the ledger in one transaction; a second claim of
 * the same day fails on the claims' unique key (the caller answers it as already claimed).
 */
export async function claimStreakReward(
  db: DB,
  claim: { subscriberId: number; day: string; streakDay: number; credits: number; at: string },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto('streak_claims')
      .values({
        subscriber_id: claim.subscriberId,
        day: claim.day,
        streak_day: claim.streakDay,
        credits: claim.credits,
        created_at: claim.at,
      })
      .execute();
    await move(tx, {
      subscriberId: claim.subscriberId,
      delta: claim.credits,
      reason: 'streak',
      refKey: `streak:${claim.day}`,
      at: claim.at,
    });
  });
}
