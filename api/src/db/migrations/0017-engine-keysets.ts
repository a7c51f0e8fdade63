import { sql, type Kysely, type Migration } from 'kysely';

// The engine reads a round's open matches and its matches due a text in batches, each batch
// starting after the last match of the one before: (time, id). With the id in the index, that
// start is a seek on both databases, so the last batch of a 25,000-match round costs what the
// first does (without it, each batch re-read or re-sorted every match of the round before its
// start).
export function engineKeysets(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`DROP INDEX tournament_matches_open`.execute(db);
      await sql`DROP INDEX tournament_matches_sms_due`.execute(db);
      await sql`CREATE INDEX tournament_matches_open ON tournament_matches (tournament_id, round, status, scheduled_at, id)`.execute(
        db,
      );
      await sql`CREATE INDEX tournament_matches_sms_due ON tournament_matches (tournament_id, sms_sent_at, scheduled_at, id)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP INDEX tournament_matches_sms_due`.execute(db);
      await sql`DROP INDEX tournament_matches_open`.execute(db);
      await sql`CREATE INDEX tournament_matches_open ON tournament_matches (tournament_id, round, status, scheduled_at)`.execute(
        db,
      );
      await sql`CREATE INDEX tournament_matches_sms_due ON tournament_matches (tournament_id, sms_sent_at, scheduled_at)`.execute(
        db,
      );
    },
  };
}
