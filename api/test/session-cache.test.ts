import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { databases, startApp, type Session, type TestApp } from './helpers.ts';

// Each api process trusts a session it has checked until the 'sessions' change counter moves.
// Two processes share one database here: a sign-out, a suspension or an unsubscribe written through
// one must refuse the very next request through the other, which had the session cached.
describe.each(databases)('checked sessions across two api processes (%s)', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  const profile = (app: FastifyInstance, s: Session) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { authorization: `Bearer ${s.token}` },
    });

  beforeAll(async () => {
    t = await startApp(kind);
    other = await buildApp({ ...t.app.config, seedDemo: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('refuses a token signed out through the other process', async () => {
    const s = await t.login();
    const kept = await t.login();
    expect((await profile(other, s)).statusCode).toBe(200);
    expect((await profile(other, kept)).statusCode).toBe(200);
    const out = await t.call(s, { method: 'POST', url: '/api/v1/auth/logout' });
    expect(out.statusCode).toBe(200);
    const after = await profile(other, s);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session has ended');
    // Another subscriber's session is untouched.
    expect((await profile(other, kept)).json().data.phone).toBe(`92${kept.number.slice(1)}`);
  });

  it('refuses a subscriber suspended or unsubscribed by a write the other process did not make', async () => {
    const s = await t.login();
    const u = await t.login();
    expect((await profile(other, s)).statusCode).toBe(200);
    expect((await profile(other, u)).statusCode).toBe(200);
    await t.app.db
      .updateTable('subscribers')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', s.id)
      .execute();
    await t.app.db
      .updateTable('subscribers')
      .set({ status: 'unsubscribed' })
      .where('id', '=', u.id)
      .execute();
    expect((await profile(other, s)).statusCode).toBe(401);
    expect((await profile(other, u)).statusCode).toBe(401);
    await t.app.db.updateTable('subscribers').set({ suspended_at: null }).where('id', '=', s.id).execute();
    expect((await profile(other, s)).statusCode).toBe(200);
  });

  it('shows a billing suspension at once: the portal refuses with 402', async () => {
    const s = await t.login();
    expect((await profile(other, s)).statusCode).toBe(200);
    await t.app.db.updateTable('subscribers').set({ status: 'suspended' }).where('id', '=', s.id).execute();
    expect((await profile(other, s)).statusCode).toBe(402);
  });
});

// On SQLite the counters are read straight from the connection when no transaction is open on it;
// a read that arrives while one is open waits for it and never sees its uncommitted writes.
describe.each(databases)('cached reads beside an open transaction (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(() => t.close());

  it('never keeps a rolled-back reward change, and shows the next committed one', async () => {
    const s = await t.login();
    const list = async () => (await t.call(s, { method: 'POST', url: '/api/v1/rewards' })).json().data;
    const first = (await list())[0];
    let reading: Promise<{ credits: number }[]> | null = null;
    await t.app.db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('rewards').set({ credits: 4242 }).where('id', '=', first.id).execute();
        reading = list();
        await new Promise((r) => setTimeout(r, 20));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await (reading as unknown as Promise<{ credits: number }[]>))[0]?.credits).toBe(first.credits);
    expect((await list())[0].credits).toBe(first.credits);
    await t.app.db.updateTable('rewards').set({ credits: 4343 }).where('id', '=', first.id).execute();
    expect((await list())[0].credits).toBe(4343);
  });
});

// Callers without entries share one serialised tournament list per counter value.
describe.each(databases)('the shared tournament list body (%s)', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await startApp(kind);
    other = await buildApp({ ...t.app.config, seedDemo: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('shows a tournament renamed through one process to a caller without entries on the other', async () => {
    const s = await t.login();
    const list = async (url = '/api/v1/tournaments/all') => {
      const res = await other.inject({ url, headers: { authorization: `Bearer ${s.token}` } });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json().data as { id: number; tourn_name: string; entries: unknown[]; player: unknown }[];
    };
    const before = await list();
    expect(before.every((c) => c.entries.length === 0 && c.player === null)).toBe(true);
    await t.app.db
      .updateTable('tournaments')
      .set({ name: 'Shared Body Cup' })
      .where('id', '=', before[0]?.id as number)
      .execute();
    expect((await list())[0]?.tourn_name).toBe('Shared Body Cup');
    expect((await list('/api/v1/esl/tournaments/all')).every((c) => c.tourn_name !== 'Shared Body Cup')).toBe(
      true,
    );
  });
});
