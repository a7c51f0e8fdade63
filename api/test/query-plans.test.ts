import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, startApp, type DbKind, type TestApp } from './helpers.ts';
import { mintToken } from './landing-client.ts';
import { postgresGrowingReads, sqliteGrowingReads } from './support/plan-check.ts';
import { fillBase, type BaseShape, type Target } from './support/scale-base.ts';

// Every read a subscriber's screens make must cost the same whatever the size of the base: on a
// 100k-subscriber SQLite database (about 3 million related rows, built by scale-base) and a 20k one
// on PostgreSQL (analysed, so the planner sees realistic sizes), each statement those routes run is
// explained, and none may read rows of a table that grows with the base beyond the caller's own (a
// scan, or a search by anything but a subscriber or row id). Statements are recorded as the api
// sends them to the driver.

const BASE: Record<DbKind, number> = { sqlite: 100_000, postgres: 20_000 };
// Lighter than the bench's shape where the figures below do not need the rows (keeps the build short).
const SHAPE: BaseShape = { ledger: 20, streaks: 3, plays: 2, daily: 1, challenges: 1, tournaments: 20 };

const READS: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/v1/auth/session' },
  { method: 'GET', url: '/api/leaderboard' },
  { method: 'GET', url: '/api/v1/user/profile' },
  { method: 'GET', url: '/api/v1/user/day-data' },
  { method: 'GET', url: '/api/v1/tournaments/all' },
  { method: 'GET', url: '/api/v1/esl/tournaments/all' },
  { method: 'POST', url: '/api/v1/rewards' },
  { method: 'POST', url: '/api/v1/completed-task/get' },
  { method: 'GET', url: '/api/v1/active-streak' },
  { method: 'POST', url: '/api/v1/update-daily-streak' },
  { method: 'GET', url: '/api/v1/daily-challenges/games' },
  { method: 'POST', url: '/api/v1/challenges/games' },
  { method: 'POST', url: '/api/v1/challenges/game/all', payload: { id: 5 } },
  { method: 'GET', url: '/api/v1/esl-games/check' },
  { method: 'GET', url: '/api/v1/youtube-videos/games' },
];

interface Recorder {
  seen: Map<string, unknown[]>;
  stop(): void;
}

/** Records each distinct statement the api prepares (SQLite) or sends (PostgreSQL). */
function record(kind: DbKind): Recorder {
  const seen = new Map<string, unknown[]>();
  if (kind === 'sqlite') {
    const prepare = SQLite.prototype.prepare;
    SQLite.prototype.prepare = function (this: SQLite.Database, source: string) {
      seen.set(source, []);
      return prepare.call(this, source);
    } as typeof prepare;
    return { seen, stop: () => void (SQLite.prototype.prepare = prepare) };
  }
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values)) seen.set(text, values);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return { seen, stop: () => void (pg.Client.prototype.query = query) };
}

async function offenders(kind: DbKind, t: TestApp, seen: Map<string, unknown[]>) {
  const statements = [...seen].filter(([s]) => /^\s*(select|with|update|delete|insert)/i.test(s));
  const found: { sql: string; reads: string[] }[] = [];
  const note = (s: string, reads: string[]) =>
    reads.length && found.push({ sql: s.replace(/\s+/g, ' ').slice(0, 160), reads });
  if (kind === 'sqlite') {
    const db = new SQLite(join(t.dir, 'db.sqlite'), { readonly: true });
    for (const [s] of statements) note(s, sqliteGrowingReads(db, s));
    db.close();
    return found;
  }
  const client = new pg.Client({ connectionString: t.app.config.databaseUrl as string });
  await client.connect();
  const indexes = await client.query<{ indexname: string; tablename: string }>(
    `select indexname, tablename from pg_indexes where schemaname = 'public'`,
  );
  const indexTable = new Map(indexes.rows.map((r) => [r.indexname, r.tablename]));
  for (const [s, values] of statements) note(s, await postgresGrowingReads(client, s, values, indexTable));
  await client.end();
  return found;
}

describe.each(databases)('query plans on a large subscriber base (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let recorder: Recorder;
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    // No automatic engine ticks: the recorder must see only the subscriber's own requests, not the
    // scheduler's per-tournament work running beside them.
    t = await startApp(kind, { ENGINE_TICK_MS: '0' });
    const target: Target =
      kind === 'sqlite'
        ? { sqliteFile: join(t.dir, 'db.sqlite') }
        : { databaseUrl: t.app.config.databaseUrl as string };
    const { first } = await fillBase(target, BASE[kind], SHAPE);
    // Base index 301: active, and within every tournament's registrations (the smallest takes 1.95%).
    token = await mintToken(t.app, first + 300);
    expect(token).toBeTruthy();
    recorder = record(kind);
  }, 300_000);

  afterAll(async () => {
    recorder?.stop();
    await t?.close();
  });

  it('answers each subscriber-facing read with the subscriber’s own figures', async () => {
    // The largest tournament (19.5% of the base registered) as well as the lists.
    const big = await t.app.db
      .selectFrom('tournaments')
      .select('id')
      .where('name', '=', 'Scale Cup 1')
      .executeTakeFirstOrThrow();
    const view = { method: 'POST' as const, url: '/api/v1/tournament/view', payload: { id: Number(big.id) } };
    for (const r of [...READS, view]) {
      const res = await t.call(null, { ...r, headers: auth() });
      expect([200, 409]).toContain(res.statusCode);
    }
    const profile = (
      await t.call(null, { method: 'GET', url: '/api/v1/user/profile', headers: auth() })
    ).json().data;
    // 20 ledger rows: 14 for tasks, challenges and levels, 2 redemptions; registered in all 20 tournaments.
    expect(profile.completed_tasks_total).toBe(14);
    // Its 2 redemption ledger rows have no claimed redemption behind them (the profile counts claims).
    expect(profile.items_redeemed).toBe(0);
    expect(profile.total_tournament).toBe(SHAPE.tournaments);
    const board = (await t.call(null, { method: 'GET', url: '/api/leaderboard', headers: auth() })).json()
      .data;
    expect(board).toHaveLength(50);
    expect(board[0].score).toBeGreaterThanOrEqual(board[49].score);
  });

  it('never reads more of a growing table than the caller’s own rows', async () => {
    recorder.stop();
    expect(recorder.seen.size).toBeGreaterThan(10);
    expect(await offenders(kind, t, recorder.seen)).toEqual([]);
  });
});
