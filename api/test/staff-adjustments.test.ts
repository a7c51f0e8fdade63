import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrate } from '../src/db/connect.ts';
import { createLedgerTriggers, dropLedgerTriggers } from '../src/db/migrations/0009-subscriber-totals.ts';
import { NOT_EARNED } from '../src/db/migrations/0022-refunded-fees.ts';
import { move } from '../src/lib/ledger.ts';
import { databases, json, startApp, type Session, type TestApp } from './helpers.ts';
import { staffClient, type StaffClient } from './operator-helpers.ts';

// The leaderboard ranks credits earned by play. Credits staff grant or deduct in the operator
// console move the balance only. Migration 0024 also lowers the scores grants raised before it.

describe.each(databases)('staff adjustments and the leaderboard (%s)', (kind) => {
  let t: TestApp;
  let admin: StaffClient;
  let step = 0;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
    admin = await staffClient(t, 'admin');
  });
  afterAll(async () => t.close());

  const credit = (s: Session, delta: number, reason: string) =>
    t.app.db
      .transaction()
      .execute((tx) =>
        move(tx, { subscriberId: s.id, delta, reason, refKey: `staff-test:${step++}`, at: t.app.nowIso() }),
      );
  /** The subscriber's score and balance as they see them. */
  const shown = async (s: Session) => {
    const board = await t.call(s, { method: 'GET', url: '/api/leaderboard' });
    expect(board.statusCode).toBe(200);
    const rows = board.json().data as { score: number; is_viewer?: number }[];
    const profile = await t.call(s, { method: 'GET', url: '/api/v1/user/profile' });
    return {
      score: rows.find((row) => row.is_viewer === 1)?.score ?? 0,
      credits: Number(json<{ data: { credits: number } }>(profile).data.credits),
    };
  };
  const adjust = async (s: Session, delta: number) => {
    const res = await admin.call('POST', `/subscribers/${s.id}/credits`, { delta, reason: 'goodwill' });
    expect(res.statusCode).toBe(200);
  };

  // The migration's test comes first: 0024 run again takes out every grant on record.
  it('the migration takes earlier grants out of the score', async () => {
    // The database as migration 0023 left it: the score counted a staff grant.
    const db = t.app.db as unknown as Kysely<unknown>;
    await dropLedgerTriggers(db, kind);
    await createLedgerTriggers(db, kind, NOT_EARNED);
    const s = await t.login();
    await credit(s, 30, 'streak');
    await credit(s, 700, 'staff-grant');
    await credit(s, -700, 'staff-deduct');
    expect(await shown(s)).toEqual({ score: 730, credits: 30 });

    await sql`delete from kysely_migration where name = ${'0024-staff-adjustments'}`.execute(db);
    await migrate({ db: t.app.db, dialect: kind });
    expect((await shown(s)).score).toBe(30);
    await credit(s, 200, 'staff-grant');
    expect(await shown(s)).toEqual({ score: 30, credits: 230 });
  });

  it('a grant and a deduction in the console move the balance and leave the score as play made it', async () => {
    const s = await t.login();
    await credit(s, 40, 'streak');
    expect(await shown(s)).toEqual({ score: 40, credits: 40 });
    await adjust(s, 5000);
    expect(await shown(s)).toEqual({ score: 40, credits: 5040 });
    // The grant taken back: the subscriber stands where play put them.
    await adjust(s, -5000);
    expect(await shown(s)).toEqual({ score: 40, credits: 40 });
    await credit(s, 10, 'game-level');
    expect(await shown(s)).toEqual({ score: 50, credits: 50 });
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });
});
