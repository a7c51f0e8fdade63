import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrate } from '../src/db/connect.ts';
import {
  createLedgerTriggers,
  dropLedgerTriggers,
  GIVEN_BACK,
} from '../src/db/migrations/0009-subscriber-totals.ts';
import { move } from '../src/lib/ledger.ts';
import { databases, startApp, type Session, type TestApp } from './helpers.ts';

// A refunded tournament fee is credits given back, not earned: it moves the balance, never the
// leaderboard's score. Migration 0022 also lowers the scores refunds raised before it.

describe.each(databases)('refunded fees and the leaderboard (%s)', (kind) => {
  let t: TestApp;
  let s: Session;
  let step = 0;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
    s = await t.login();
  });
  afterAll(async () => t.close());

  const credit = (delta: number, reason: string) =>
    t.app.db
      .transaction()
      .execute((tx) =>
        move(tx, { subscriberId: s.id, delta, reason, refKey: `refund-test:${step++}`, at: t.app.nowIso() }),
      );
  /** The subscriber's score as the leaderboard shows it to them. */
  const shownScore = async () => {
    const res = await t.call(s, { method: 'GET', url: '/api/leaderboard' });
    expect(res.statusCode).toBe(200);
    const board = res.json().data as { score: number; is_viewer?: number }[];
    return board.find((row) => row.is_viewer === 1)?.score ?? 0;
  };

  it('the migration takes earlier refunds out of the score, and later refunds never enter it', async () => {
    // The database as migration 0021 left it: the score counted a refunded fee.
    const db = t.app.db as unknown as Kysely<unknown>;
    await dropLedgerTriggers(db, kind);
    await createLedgerTriggers(db, kind, GIVEN_BACK);
    await credit(40, 'streak');
    await credit(-30, 'tournament-fee');
    await credit(30, 'tournament-refund');
    expect(await shownScore()).toBe(70);

    // 0022 runs again, and the migrations after it (0023 leaves its index as it found it).
    await sql`drop index subscribers_username_key`.execute(db);
    await sql`delete from kysely_migration where name >= ${'0022-refunded-fees'}`.execute(db);
    await migrate({ db: t.app.db, dialect: kind });
    expect(await shownScore()).toBe(40);

    await credit(-30, 'tournament-fee');
    await credit(30, 'tournament-refund');
    await credit(5, 'game-level');
    expect(await shownScore()).toBe(45);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });
});
