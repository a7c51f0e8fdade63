import { sql, type Kysely, type Migration } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

// A change counter for signed-in sessions, beside the read counters of migration 0014. Each api
// process keeps the sessions it has checked and trusts them again while the counter has not moved.
// It moves, in the writing transaction, whenever something that ends or changes a session is
// written: a session revoked or deleted (sign-out, unsubscribe, operator action), or a subscriber's
// status, reference version, suspension, number or names changed. A new sign-in does not move it
// (no process has the new session cached), so signing in does not empty every process's cache.
const SOURCES: { table: string; columns: string[] }[] = [
  { table: 'sessions', columns: ['revoked_at', 'ref_version', 'subscriber_id', 'gn'] },
  {
    table: 'subscribers',
    columns: ['status', 'ref_version', 'suspended_at', 'phone', 'username', 'name'],
  },
];

const id = (table: string) => `read_version_sessions_${table}`;

export function sessionCache(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`insert into read_versions (name, version) values ('sessions', 0)`.execute(db);
      for (const s of SOURCES) {
        const update = `update of ${s.columns.join(', ')}`;
        if (dialect === 'postgres') {
          // bump_read_version (migration 0014): once per transaction, once per statement.
          await sql`create trigger ${sql.raw(id(s.table))} after delete or ${sql.raw(update)}
            on ${sql.raw(s.table)} for each statement execute function bump_read_version('sessions')`.execute(
            db,
          );
          continue;
        }
        for (const [suffix, event] of [
          ['u', update],
          ['d', 'delete'],
        ] as const) {
          await sql`create trigger ${sql.raw(`${id(s.table)}_${suffix}`)} after ${sql.raw(event)}
            on ${sql.raw(s.table)}
            begin update read_versions set version = version + 1 where name = 'sessions'; end`.execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const s of SOURCES) {
        if (dialect === 'postgres')
          await sql`drop trigger if exists ${sql.raw(id(s.table))} on ${sql.raw(s.table)}`.execute(db);
        else
          for (const suffix of ['u', 'd'])
            await sql`drop trigger if exists ${sql.raw(`${id(s.table)}_${suffix}`)}`.execute(db);
      }
      await sql`delete from read_versions where name = 'sessions'`.execute(db);
    },
  };
}
