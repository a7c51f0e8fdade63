import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import { initial } from './migrations/0001-initial.ts';
import { tournamentEngine } from './migrations/0002-tournament-engine.ts';
import { levelPlaySeed } from './migrations/0003-level-play-seed.ts';
import { signInSessions } from './migrations/0004-sign-in-sessions.ts';
import { fairPlay } from './migrations/0005-fair-play.ts';
import { prizeMoney } from './migrations/0006-prize-money.ts';
import { redemptionHolds } from './migrations/0007-redemption-holds.ts';
import { matchRooms } from './migrations/0008-match-rooms.ts';
import { subscriberTotals } from './migrations/0009-subscriber-totals.ts';
import { operatorConsole } from './migrations/0010-operator-console.ts';
import { scaleOut } from './migrations/0012-scale-out.ts';
import { engineScale } from './migrations/0013-engine-scale.ts';
import { readCache } from './migrations/0014-read-cache.ts';
import { subscriptions } from './migrations/0015-subscriptions.ts';
import { engineKeysets } from './migrations/0017-engine-keysets.ts';
import { sessionCache } from './migrations/0018-session-cache.ts';
import { subscriberReads } from './migrations/0019-subscriber-reads.ts';
import { subscriberLanguage } from './migrations/0020-subscriber-language.ts';
import { urduNames } from './migrations/0021-urdu-names.ts';
import { refundedFees } from './migrations/0022-refunded-fees.ts';
import { uniqueUsernames } from './migrations/0023-unique-usernames.ts';
import { staffAdjustments } from './migrations/0024-staff-adjustments.ts';
import type { Database, DB } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Connection {
  db: DB;
  dialect: DialectName;
}

// PostgreSQL returns bigint and numeric as strings; the api normalises with Number() at the edges.
export function connect(opts: { databaseUrl: string | null; sqliteFile: string }): Connection {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, terminated backend) is dropped from the pool and
    // replaced on next use; without a listener its 'error' event would crash the process.
    pool.on('error', (err) => console.warn(`PostgreSQL: idle connection closed: ${err.message}`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(dirname(opts.sqliteFile), { recursive: true });
  const sqlite = new SQLite(opts.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Kysely prepares every query afresh; reuse prepared statements by SQL text (the set is small and
  // fixed). Queries never stream, so a statement is never busy when it is reused.
  // Statements that may write are counted once they have run (so once an autocommit write has
  // committed): with SQLite's data_version, which moves when another connection (another process)
  // commits, the count tells whether anything changed since a moment (changeStamp).
  let writes = 0;
  const counting = (stmt: SQLite.Statement) => ({
    reader: stmt.reader,
    all: (...params: unknown[]) => {
      try {
        return stmt.all(...params);
      } finally {
        writes++;
      }
    },
    run: (...params: unknown[]) => {
      try {
        return stmt.run(...params);
      } finally {
        writes++;
      }
    },
    *iterate(...params: unknown[]) {
      try {
        yield* stmt.iterate(...params);
      } finally {
        writes++;
      }
    },
  });
  const statements = new Map<string, SQLite.Statement | ReturnType<typeof counting>>();
  const database = {
    close: () => sqlite.close(),
    prepare(source: string) {
      let stmt = statements.get(source);
      if (!stmt) {
        const prepared = sqlite.prepare(source);
        stmt = prepared.readonly ? prepared : counting(prepared);
        if (statements.size < 2000) statements.set(source, stmt);
      }
      return stmt as SQLite.Statement;
    },
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  // Reads on every request (the change counters) skip the query builder's driver when no
  // transaction is open on the connection: the statement then runs on its own, as the driver would.
  directReaders.set(db, (source, params) =>
    sqlite.inTransaction ? null : (database.prepare(source).all(...params) as never[]),
  );
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  changeStamps.set(db, () => (sqlite.inTransaction ? null : `${dataVersion.get() as number}:${writes}`));
  return { db, dialect: 'sqlite' };
}

const changeStamps = new WeakMap<DB, () => string | null>();

/**
 * On SQLite, outside a transaction: a text that changes whenever anything was committed to the
 * database since it was taken, through this connection or any other (another api process). Null
 * on PostgreSQL or with a transaction open: then nothing can be assumed unchanged.
 */
export function changeStamp(db: DB): string | null {
  return changeStamps.get(db)?.() ?? null;
}

const directReaders = new WeakMap<DB, (source: string, params: unknown[]) => never[] | null>();

/** `?` placeholders as PostgreSQL's numbered ones ($1, $2, ...); the texts hold no literal `?`. */
const numbered = new Map<string, string>();
function pgText(text: string): string {
  let out = numbered.get(text);
  if (out === undefined) {
    let n = 0;
    out = text.replace(/\?/g, () => `$${++n}`);
    if (numbered.size < 500) numbered.set(text, out);
  }
  return out;
}

/**
 * The rows of one hand-written read, the same text on both databases (`?` placeholders, numbered
 * for PostgreSQL). On SQLite, when no transaction is open on the connection, it runs straight on
 * the prepared statement (a few µs instead of the driver's promise round trip); with a transaction
 * open (whose uncommitted writes the read must not see) it waits its turn through the driver, as
 * on PostgreSQL. For the reads made on every request: they skip the query builder's compile step.
 */
export function readRows<T>(db: DB, text: string, params: readonly unknown[] = []): Promise<T[]> {
  const direct = directReaders.get(db)?.(text, params as unknown[]);
  if (direct) return Promise.resolve(direct as T[]);
  const query = db.getExecutor().adapter instanceof PostgresAdapter ? pgText(text) : text;
  return db.executeQuery<T>(CompiledQuery.raw(query, params as unknown[])).then((r) => r.rows as T[]);
}

/** readRows' SQLite path alone: the rows, or null when the read must go through the driver. */
export function readRowsNow<T>(db: DB, text: string, params: readonly unknown[] = []): T[] | null {
  return (directReaders.get(db)?.(text, params as unknown[]) as T[] | null | undefined) ?? null;
}

export async function migrate(conn: Connection): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () => ({
      '0001-initial': initial(conn.dialect),
      '0002-tournament-engine': tournamentEngine(),
      '0003-level-play-seed': levelPlaySeed(),
      '0004-sign-in-sessions': signInSessions(),
      '0005-fair-play': fairPlay(),
      '0006-prize-money': prizeMoney(conn.dialect),
      '0007-redemption-holds': redemptionHolds(),
      '0008-match-rooms': matchRooms(),
      '0009-subscriber-totals': subscriberTotals(conn.dialect),
      '0010-operator-console': operatorConsole(conn.dialect),
      '0012-scale-out': scaleOut(),
      '0013-engine-scale': engineScale(),
      '0014-read-cache': readCache(conn.dialect),
      '0015-subscriptions': subscriptions(conn.dialect),
      '0017-engine-keysets': engineKeysets(),
      '0018-session-cache': sessionCache(conn.dialect),
      '0019-subscriber-reads': subscriberReads(conn.dialect),
      '0020-subscriber-language': subscriberLanguage(conn.dialect),
      '0021-urdu-names': urduNames(),
      '0022-refunded-fees': refundedFees(conn.dialect),
      '0023-unique-usernames': uniqueUsernames(),
      '0024-staff-adjustments': staffAdjustments(conn.dialect),
    }),
  };
  const migrator = new Migrator({ db: conn.db, provider });
  // Processes of a deployment start at once on a new database. On PostgreSQL Kysely holds a lock
  // while one migrates; SQLite has none, so a process whose migrations met another's (a table that
  // already exists) reads what was applied again, after a pause, and finds nothing left to do.
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    if (attempt >= MIGRATE_ATTEMPTS)
      throw error instanceof Error ? error : new Error(`migration ${failed?.migrationName} failed`);
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
  }
}

/** The database, migrated to the latest schema (closed again when the migrations fail). */
export async function openMigrated(config: Parameters<typeof connect>[0]): Promise<Connection> {
  const conn = connect(config);
  try {
    await migrate(conn);
  } catch (error) {
    await conn.db.destroy();
    throw error;
  }
  return conn;
}

/** How often a process tries the migrations when another process was applying them too. */
const MIGRATE_ATTEMPTS = 5;

/** True when a unique constraint rejected a write, on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** True when the balance CHECK constraint rejected a write. */
export function isCheckViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23514' || e?.code === 'SQLITE_CONSTRAINT_CHECK';
}
