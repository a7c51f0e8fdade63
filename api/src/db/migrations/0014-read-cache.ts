import { sql, type Kysely, type Migration } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

// Change counters for the hottest reads. Each api process keeps its last answer of a read beside
// the counter it was built at, and serves it again while the counter has not moved. The counters
// are bumped by triggers in the same transaction as the write that changes what the read shows,
// so every write path (routes, engine, operator console, CLI) invalidates, and a write through one
// process is seen by the next read through any other process on the same database.
export const READ_SOURCES: Record<string, { table: string; columns?: string[] }[]> = {
  rewards: [{ table: 'rewards' }],
  tournaments: [{ table: 'tournaments' }, { table: 'tournament_totals' }],
  leaderboard: [
    { table: 'subscriber_totals' },
    { table: 'subscribers', columns: ['name', 'username', 'profile_image', 'status'] },
  ],
};

const triggers = () =>
  Object.entries(READ_SOURCES).flatMap(([name, sources]) =>
    sources.map((s) => ({ name, ...s, id: `read_version_${name}_${s.table}` })),
  );

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const t of triggers()) {
    const update = t.columns ? `update of ${t.columns.join(', ')}` : 'update';
    for (const [suffix, event] of [
      ['i', 'insert'],
      ['u', update],
      ['d', 'delete'],
    ] as const) {
      await sql`create trigger ${sql.raw(`${t.id}_${suffix}`)} after ${sql.raw(event)} on ${sql.raw(t.table)}
        begin update read_versions set version = version + 1 where name = ${sql.lit(t.name)}; end`.execute(
        db,
      );
    }
  }
}

async function postgresTriggers(db: Kysely<unknown>) {
  // Once per transaction: readers only see committed work, and moving one row thousands of times
  // in one transaction (a bulk insert whose per-row triggers write the totals) would leave a long
  // chain of row versions for every later update to walk.
  await sql`create function bump_read_version() returns trigger language plpgsql as $fn$
    declare
      key text := 'playzone.read_bumped_' || tg_argv[0];
    begin
      if current_setting(key, true) = txid_current()::text then return null; end if;
      perform set_config(key, txid_current()::text, true);
      update read_versions set version = version + 1 where name = tg_argv[0];
      return null;
    end $fn$`.execute(db);
  for (const t of triggers()) {
    const update = t.columns ? `update of ${t.columns.join(', ')}` : 'update';
    // Once per statement: a write of many rows moves the counter once.
    await sql`create trigger ${sql.raw(t.id)} after insert or delete or ${sql.raw(update)}
      on ${sql.raw(t.table)} for each statement execute function bump_read_version(${sql.lit(t.name)})`.execute(
      db,
    );
  }
}

export function readCache(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('read_versions')
        .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const name of Object.keys(READ_SOURCES))
        await sql`insert into read_versions (name, version) values (${name}, 0)`.execute(db);
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
    async down(db: Kysely<unknown>) {
      for (const t of triggers()) {
        if (dialect === 'postgres')
          await sql`drop trigger if exists ${sql.raw(t.id)} on ${sql.raw(t.table)}`.execute(db);
        else
          for (const s of ['i', 'u', 'd'])
            await sql`drop trigger if exists ${sql.raw(`${t.id}_${s}`)}`.execute(db);
      }
      if (dialect === 'postgres') await sql`drop function if exists bump_read_version()`.execute(db);
      await db.schema.dropTable('read_versions').execute();
    },
  };
}
