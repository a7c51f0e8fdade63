import { sql, type Kysely, type Migration } from 'kysely';
import { createLedgerTriggers, dropLedgerTriggers } from './0009-subscriber-totals.ts';
import { moveScores, NOT_EARNED } from './0022-refunded-fees.ts';

type Dialect = 'sqlite' | 'postgres';

// The leaderboard ranks credits earned by playing. Credits staff grant in the operator console (a
// goodwill gesture, a correction) were counted as earned, while a deduction never lowered the
// score: a grant made by mistake and taken back left the subscriber higher on the board, and a
// staff member could lift anyone to the top. Staff adjustments now change the balance only: the
// ledger's triggers leave grants out of the score (deductions, being negative, never entered it),
// and the scores grants already raised are lowered by the grants on record (the leaderboard's
// change counter moves with them, migration 0014).

/** Positive movements that are not earned by play: credits given back, and staff grants. */
export const NOT_PLAYED = sql`('redemption-release', 'redemption-refund', 'tournament-refund', 'staff-grant')`;

export function staffAdjustments(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await dropLedgerTriggers(db, dialect);
      await createLedgerTriggers(db, dialect, NOT_PLAYED);
      await moveScores(db, 'staff-grant', '-');
    },
    async down(db: Kysely<unknown>) {
      await dropLedgerTriggers(db, dialect);
      await createLedgerTriggers(db, dialect, NOT_EARNED);
      await moveScores(db, 'staff-grant', '+');
    },
  };
}
