import { sql, type Kysely, type Migration } from 'kysely';

// The tournament engine at tens of thousands of players reads only the matches that need work on
// each tick: the open ones of the current round past their deadline, and the ones whose SMS is
// due. These indexes keep both reads proportional to that work, not to the size of the round.
export function engineScale(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`CREATE INDEX tournament_matches_open ON tournament_matches (tournament_id, round, status, scheduled_at)`.execute(
        db,
      );
      await sql`CREATE INDEX tournament_matches_sms_due ON tournament_matches (tournament_id, sms_sent_at, scheduled_at)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP INDEX tournament_matches_sms_due`.execute(db);
      await sql`DROP INDEX tournament_matches_open`.execute(db);
    },
  };
}
