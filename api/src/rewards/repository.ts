import type { DB } from '../db/schema.ts';

// The rewards catalogue, the subscriber's contact numbers and the leaderboard's top rows. Routes
// in routes/rewards/, routes/redeem-item/, routes/gamenow/ and routes/leaderboard/.

export function rewardList(db: DB) {
  return db.selectFrom('rewards').selectAll().orderBy('id').execute();
}

export function findReward(db: DB, id: number) {
  return db.selectFrom('rewards').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The subscriber's own number and the one a partner-platform user gave. */
export function contactNumbers(db: DB, subscriberId: number) {
  return db
    .selectFrom('subscribers')
    .select(['phone', 'partner_phone'])
    .where('id', '=', subscriberId)
    .executeTakeFirstOrThrow();
}

export async function setPartnerNumber(db: DB, subscriberId: number, msisdn: string): Promise<void> {
  await db.updateTable('subscribers').set({ partner_phone: msisdn }).where('id', '=', subscriberId).execute();
}

/**
 * The top 50 subscribers by score with their counts, from the totals the database keeps per
 * subscriber as ledger rows and entries are written (its score index); unsubscribed ones left out.
 */
export function leaderboardTop(db: DB) {
  return db
    .selectFrom('subscriber_totals as t')
    .innerJoin('subscribers as s', 's.id', 't.subscriber_id')
    .select([
      's.id',
      's.name',
      's.username',
      's.profile_image',
      't.score',
      't.challenges',
      't.redeemed',
      't.tournaments',
    ])
    .where('t.score', '>', 0)
    .where('s.status', '!=', 'unsubscribed')
    .orderBy('t.score', 'desc')
    .orderBy('t.subscriber_id')
    .limit(50)
    .execute();
}
