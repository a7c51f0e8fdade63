import { sql, type Kysely, type Migration } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

// A change counter per subscriber, beside the shared ones of migrations 0014 and 0018: it moves, in
// the writing transaction, whenever something one subscriber's own reads show is written (the
// profile row, wallet, prize money, totals, redemptions, tournament entries). Each api process
// keeps a subscriber's last profile and tournament list answers with the counters they were built
// at, and serves them again while none has moved: a write through any process is seen by the next
// read through every process on the same database, and one subscriber's write leaves everyone
// else's answers kept. A missing row is version 0 (nothing written since the counter exists); rows
// are only ever added or moved up, never removed.
//
// Matches are many rows written in bulk by the engine (a draw inserts one per pair of players), so
// they move one shared counter, 'matches', instead (once per transaction on PostgreSQL, as in
// migration 0014): a per-player counter there would cost each draw an upsert per player.
export const SUBSCRIBER_SOURCES: { table: string; columns: string[] }[] = [
  { table: 'subscribers', columns: ['id'] },
  { table: 'wallets', columns: ['subscriber_id'] },
  { table: 'money_wallets', columns: ['subscriber_id'] },
  { table: 'subscriber_totals', columns: ['subscriber_id'] },
  { table: 'redemptions', columns: ['subscriber_id'] },
  { table: 'tournament_entries', columns: ['subscriber_id'] },
];

const MATCHES = 'read_version_matches_tournament_matches';

const id = (table: string, event: string) => `subscriber_reads_${table}_${event}`;
const EVENTS = ['insert', 'update', 'delete'] as const;

/** SQLite: row triggers; each moves the counter of the subscriber(s) the row belongs to. */
function sqliteBody(event: (typeof EVENTS)[number], columns: string[]): string {
  const bump = (ref: string) =>
    `insert into subscriber_reads (subscriber_id, version) select ${ref}, 1 where ${ref} is not null
      on conflict (subscriber_id) do update set version = version + 1;`;
  return columns
    .flatMap((c) => {
      if (event === 'insert') return [bump(`new.${c}`)];
      if (event === 'delete') return [bump(`old.${c}`)];
      // An update moves the row's subscriber, and the one it belonged to before if that changed.
      return [bump(`new.${c}`), bump(`(case when old.${c} is not new.${c} then old.${c} end)`)];
    })
    .join('\n');
}

// PostgreSQL: once per statement over its transition tables, so a bulk write moves each
// subscriber's counter once with one insert, not once per row.
const PG_FUNCTION = sql`create function bump_subscriber_reads() returns trigger language plpgsql as $fn$
  declare
    col text;
  begin
    foreach col in array tg_argv loop
      if tg_op <> 'DELETE' then
        execute format('insert into subscriber_reads (subscriber_id, version)
          select distinct %1$I, 1 from changed_new where %1$I is not null order by 1
          on conflict (subscriber_id) do update set version = subscriber_reads.version + 1', col);
      end if;
      if tg_op <> 'INSERT' then
        execute format('insert into subscriber_reads (subscriber_id, version)
          select distinct %1$I, 1 from changed_old where %1$I is not null order by 1
          on conflict (subscriber_id) do update set version = subscriber_reads.version + 1', col);
      end if;
    end loop;
    return null;
  end $fn$`;

function pgReferencing(event: (typeof EVENTS)[number]): string {
  if (event === 'insert') return 'referencing new table as changed_new';
  if (event === 'delete') return 'referencing old table as changed_old';
  return 'referencing old table as changed_old new table as changed_new';
}

export function subscriberReads(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('subscriber_reads')
        .addColumn('subscriber_id', 'bigint', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      if (dialect === 'postgres') await PG_FUNCTION.execute(db);
      await sql`insert into read_versions (name, version) values ('matches', 0)`.execute(db);
      if (dialect === 'postgres')
        await sql`create trigger ${sql.raw(MATCHES)} after insert or update or delete on tournament_matches
          for each statement execute function bump_read_version('matches')`.execute(db);
      else
        for (const event of EVENTS)
          await sql`create trigger ${sql.raw(`${MATCHES}_${event[0]}`)} after ${sql.raw(event)} on tournament_matches
            begin update read_versions set version = version + 1 where name = 'matches'; end`.execute(db);
      for (const s of SUBSCRIBER_SOURCES) {
        for (const event of EVENTS) {
          if (dialect === 'postgres') {
            const args = s.columns.map((c) => `'${c}'`).join(', ');
            await sql`create trigger ${sql.raw(id(s.table, event))} after ${sql.raw(event)} on ${sql.raw(s.table)}
              ${sql.raw(pgReferencing(event))} for each statement
              execute function bump_subscriber_reads(${sql.raw(args)})`.execute(db);
          } else {
            await sql`create trigger ${sql.raw(id(s.table, event))} after ${sql.raw(event)} on ${sql.raw(s.table)}
              begin ${sql.raw(sqliteBody(event, s.columns))} end`.execute(db);
          }
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const s of SUBSCRIBER_SOURCES)
        for (const event of EVENTS)
          await sql`drop trigger if exists ${sql.raw(id(s.table, event))}${sql.raw(
            dialect === 'postgres' ? ` on ${s.table}` : '',
          )}`.execute(db);
      if (dialect === 'postgres')
        await sql`drop trigger if exists ${sql.raw(MATCHES)} on tournament_matches`.execute(db);
      else
        for (const event of EVENTS)
          await sql`drop trigger if exists ${sql.raw(`${MATCHES}_${event[0]}`)}`.execute(db);
      await sql`delete from read_versions where name = 'matches'`.execute(db);
      if (dialect === 'postgres') await sql`drop function if exists bump_subscriber_reads()`.execute(db);
      await db.schema.dropTable('subscriber_reads').execute();
    },
  };
}
