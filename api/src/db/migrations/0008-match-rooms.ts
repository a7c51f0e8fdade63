import { sql, type Kysely, type Migration } from 'kysely';

// Room IDs are compared without regard to case (the room server looks matches up by
// lower(room_id), and refuses practice rooms named like any match): an index on that expression
// keeps both look-ups off a table scan. SQLite and PostgreSQL both index expressions.
export function matchRooms(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`CREATE INDEX tournament_matches_room_lower ON tournament_matches (lower(room_id))`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP INDEX tournament_matches_room_lower`.execute(db);
    },
  };
}
