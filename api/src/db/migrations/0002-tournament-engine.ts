import { sql, type Kysely, type Migration } from 'kysely';

// The tournament engine's state: where a tournament is in its run, the bracket slot, SMS and
// result bookkeeping of each match, and the lease row that lets one api instance advance
// tournaments at a time. Same statements on SQLite and PostgreSQL (one column per ALTER).
export function tournamentEngine(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const addColumn = (table: string, column: string, type: 'text' | 'integer') =>
        db.schema.alterTable(table).addColumn(column, type).execute();
      // drawn | running | finished | cancelled; null: not (yet) handled by the engine
      await addColumn('tournaments', 'engine_state', 'text');
      await addColumn('tournaments', 'engine_round', 'integer');
      // Position of the match in its round (1..n); null for matches an operator created by hand.
      await addColumn('tournament_matches', 'slot', 'integer');
      // room | operator | reports | no-show | double-no-show | abandoned | bye
      await addColumn('tournament_matches', 'result_source', 'text');
      await addColumn('tournament_matches', 'sms_sent_at', 'text');
      await addColumn('tournament_matches', 'finished_at', 'text');
      await db.schema
        .createIndex('tournament_matches_slot_once')
        .on('tournament_matches')
        .columns(['tournament_id', 'round', 'slot'])
        .unique()
        .execute();
      await db.schema
        .createIndex('tournament_matches_room')
        .on('tournament_matches')
        .column('room_id')
        .execute();
      await db.schema
        .createTable('engine_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await sql`select 1`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('engine_leases').ifExists().execute();
      await db.schema.dropIndex('tournament_matches_room').ifExists().execute();
      await db.schema.dropIndex('tournament_matches_slot_once').ifExists().execute();
      for (const [table, column] of [
        ['tournament_matches', 'finished_at'],
        ['tournament_matches', 'sms_sent_at'],
        ['tournament_matches', 'result_source'],
        ['tournament_matches', 'slot'],
        ['tournaments', 'engine_round'],
        ['tournaments', 'engine_state'],
      ] as const) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
