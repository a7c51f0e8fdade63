import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signReference } from '../src/lib/tokens.ts';
import { startApp, type TestApp } from './helpers.ts';
import { fillBase } from './support/scale-base.ts';

// Every read a subscriber's screens make must cost the same whatever the size of the base: on a
// 100k-subscriber database (about 4 million related rows, built in seconds by scale-base) each
// statement those routes run is explained, and none may read rows of a table that grows with the
// base beyond the caller's own (a scan, or a search by anything but a subscriber or row id).
// Statements are collected as the api prepares them (every query goes through prepare).

const BASE = 100_000;
// Tables with rows per subscriber (or per entry, match, message): they grow with the base.
const GROWING = new Set([
  'subscribers',
  'wallets',
  'ledger',
  'daily_entries',
  'challenge_entries',
  'level_plays',
  'streak_claims',
  'tournament_entries',
  'tournament_matches',
  'match_reports',
  'redemptions',
  'sms_outbox',
  'esl_sessions',
  'subscriber_totals',
]);
// The leaderboard walks its score index from the top and stops after 50 listed subscribers.
const BOUNDED_WALKS = new Set(['subscriber_totals_board']);

const READS: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/v1/auth/session' },
  { method: 'GET', url: '/api/leaderboard' },
  { method: 'GET', url: '/api/v1/user/profile' },
  { method: 'GET', url: '/api/v1/user/day-data' },
  { method: 'GET', url: '/api/v1/tournaments/all' },
  { method: 'GET', url: '/api/v1/esl/tournaments/all' },
  { method: 'POST', url: '/api/v1/tournament/view', payload: { id: 1 } },
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

const KEYWORDS = new Set(['where', 'on', 'join', 'left', 'inner', 'cross', 'order', 'group', 'limit', 'set']);

/** Alias -> table for the tables a statement names (plans name tables by their alias). */
function tablesOf(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of source.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi)) {
    const table = m[1] as string;
    map.set(table, table);
    if (m[2] && !KEYWORDS.has(m[2].toLowerCase())) map.set(m[2], table);
  }
  return map;
}

/**
 * Plan lines that read rows of a growing table that are not the caller's own: a SCAN, or a SEARCH
 * that is not keyed by a subscriber or a row id (e.g. counting one tournament's entries).
 */
function growingReads(db: SQLite.Database, source: string): string[] {
  const params = (source.match(/\?/g) ?? []).map(() => null);
  const plan = db.prepare(`explain query plan ${source}`).all(...params) as { detail: string }[];
  const tables = tablesOf(source);
  return plan
    .map((p) => p.detail)
    .filter((detail) => {
      const m = /^(SCAN|SEARCH) (\w+)(?: USING (?:COVERING )?INDEX (\w+))?(.*)$/.exec(detail);
      if (!m || !GROWING.has(tables.get(m[2] as string) ?? (m[2] as string))) return false;
      if (BOUNDED_WALKS.has(m[3] ?? '')) return false;
      return m[1] === 'SCAN' || !/\b(subscriber_id|rowid|id|uuid)=/.test(m[4] ?? '');
    });
}

describe('query plans on a 100k-subscriber base (SQLite)', () => {
  let t: TestApp;
  let token: string;
  let subscriberId: number;
  const seen = new Set<string>();
  const prepare = SQLite.prototype.prepare;

  beforeAll(async () => {
    t = await startApp('sqlite');
    const { first } = await fillBase({ sqliteFile: join(t.dir, 'db.sqlite') }, BASE);
    subscriberId = first + 1234; // base index 1235: an active subscriber in every tournament's first 10%
    const exp = Math.floor(t.app.clock.now().getTime() / 1000) + 3600;
    const ref = signReference({ sid: subscriberId, v: 1, p: 'ref', exp }, t.app.config.subscriptionSecret);
    const gen = await t.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: ref } });
    token = gen.headers.access_token as string;
    expect(token).toBeTruthy();
    // From here on, record every statement the api prepares (it caches them by text, so each once).
    SQLite.prototype.prepare = function (this: SQLite.Database, source: string) {
      seen.add(source);
      return prepare.call(this, source);
    } as typeof prepare;
  }, 120_000);

  afterAll(async () => {
    SQLite.prototype.prepare = prepare;
    await t?.close();
  });

  it('answers each subscriber-facing read with the subscriber’s own figures', async () => {
    for (const r of READS) {
      const res = await t.call(null, { ...r, headers: { authorization: `Bearer ${token}` } });
      expect([200, 409]).toContain(res.statusCode);
    }
    const profile = (
      await t.call(null, {
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    // 20 ledger rows: 14 for tasks, challenges and levels, 2 redemptions; in all 60 tournaments' first 10%
    // (registrations reach 19.5% / (1 + j % 10) of the base) -> 60 entries.
    expect(profile.completed_tasks_total).toBe(14);
    expect(profile.items_redeemed).toBe(2);
    expect(profile.total_tournament).toBe(60);
    const board = (
      await t.call(null, {
        method: 'GET',
        url: '/api/leaderboard',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(board).toHaveLength(50);
    expect(board[0].score).toBeGreaterThanOrEqual(board[49].score);
  });

  it('never reads more of a growing table than the caller’s own rows', () => {
    expect(seen.size).toBeGreaterThan(10);
    const db = new SQLite(join(t.dir, 'db.sqlite'), { readonly: true });
    try {
      const offenders = [...seen]
        .filter((s) => /^\s*(select|with|update|delete|insert)/i.test(s))
        .map((s) => ({ sql: s.replace(/\s+/g, ' ').slice(0, 160), reads: growingReads(db, s) }))
        .filter((o) => o.reads.length > 0);
      expect(offenders).toEqual([]);
    } finally {
      db.close();
    }
  });
});
