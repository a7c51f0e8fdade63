import { sql, type Kysely, type Migration } from 'kysely';
import { createLedgerTriggers, dropLedgerTriggers, GIVEN_BACK } from './0009-subscriber-totals.ts';

type Dialect = 'sqlite' | 'postgres';

// A tournament's entry fee given back (the tournament cancelled for too few players, voided by an
// operator, or ended with no champion) was never earned either, but migration 0009's score left
// only redemption credits out: every refunded fee raised its payer's leaderboard score, and joining
// paid tournaments that get cancelled raised it again and again. The ledger's triggers now leave
// refunded fees out too, and the scores already raised are lowered by the refunds on record (the
// leaderboard's change counter moves with them, migration 0014).

/** Positive movements that give credits back rather than earn them. */
export const NOT_EARNED = sql`('redemption-release', 'redemption-refund', 'tournament-refund')`;

/** Takes every subscriber's positive `reason` movements out of (`-`) or back into (`+`) their score. */
export async function moveScores(db: Kysely<unknown>, reason: string, sign: '-' | '+') {
  await sql`update subscriber_totals set score = score ${sql.raw(sign)} (
      select coalesce(sum(l.delta), 0) from ledger l
      where l.subscriber_id = subscriber_totals.subscriber_id and l.reason = ${reason} and l.delta > 0)
    where subscriber_id in (select subscriber_id from ledger where reason = ${reason} and delta > 0)`.execute(
    db,
  );
}

export function refundedFees(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await dropLedgerTriggers(db, dialect);
      await createLedgerTriggers(db, dialect, NOT_EARNED);
      await moveScores(db, 'tournament-refund', '-');
    },
    async down(db: Kysely<unknown>) {
      await dropLedgerTriggers(db, dialect);
      await createLedgerTriggers(db, dialect, GIVEN_BACK);
      await moveScores(db, 'tournament-refund', '+');
    },
  };
}
