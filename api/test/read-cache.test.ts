import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../src/app.ts';
import { databases, startApp, type Session, type TestApp } from './helpers.ts';

// The cached reads (rewards, tournament list, leaderboard) answer from each process's memory until
// a write moves their change counter in the database. Two api processes share one database here:
// a write through one must show in the very next read through the other.
describe.each(databases)('cached reads across two api processes (%s)', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  let s: Session;
  const read = async (app: FastifyInstance, method: 'GET' | 'POST', url: string) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${s.token}` } });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await startApp(kind);
    other = await buildApp({ ...t.app.config, seedDemo: false });
    await other.ready();
    s = await t.login();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('shows a reward changed through one process in the next list of the other', async () => {
    const before = await read(other, 'POST', '/api/v1/rewards');
    expect(before[0].credits).not.toBe(777);
    await t.app.db.updateTable('rewards').set({ credits: 777 }).where('id', '=', before[0].id).execute();
    expect((await read(other, 'POST', '/api/v1/rewards'))[0].credits).toBe(777);
    expect((await read(t.app, 'POST', '/api/v1/rewards'))[0].credits).toBe(777);
  });

  it('shows a new entry and a renamed tournament in the other process at once', async () => {
    const list = await read(other, 'GET', '/api/v1/tournaments/all');
    const card = list.find((c: { entries: unknown[] }) => c.entries.length === 0);
    await t.app.db
      .insertInto('tournament_entries')
      .values({
        tournament_id: card.id,
        subscriber_id: s.id,
        pubg_id: null,
        pubg_nick: 'Cached Nick',
        email: null,
        checked_in: 1,
        place: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.app.db
      .updateTable('tournaments')
      .set({ name: 'Renamed Cup' })
      .where('id', '=', card.id)
      .execute();
    const after = (await read(other, 'GET', '/api/v1/tournaments/all')).find(
      (c: { id: number }) => c.id === card.id,
    );
    expect(after.tourn_name).toBe('Renamed Cup');
    expect(after.total_checkin).toBe(card.total_checkin + 1);
    expect(after.entries).toEqual([
      { pubg_id: null, pubg_nick: 'Cached Nick', checked_in: true, place: null },
    ]);
  });

  it('puts credits granted through one process on the leaderboard of the other', async () => {
    await read(other, 'GET', '/api/leaderboard');
    await t.app.db.updateTable('subscribers').set({ name: 'Board Climber' }).where('id', '=', s.id).execute();
    await t.grant(s.id, 1_000_000);
    const board = await read(other, 'GET', '/api/leaderboard');
    expect(board[0]).toMatchObject({ name: 'Board Climber', score: 1_000_000, is_viewer: 1 });
  });

  // A phone's browser asks for compressed answers: the kept answer is compressed once per encoding
  // and sent as it is until its counter moves, so it must decode to the answer a client that asks
  // for none gets, and follow a write through the other process like the text does.
  it.each(['br', 'gzip'] as const)(
    'sends the kept answers in %s, the same as the text, and new after a write',
    async (encoding) => {
      const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding];
      const answer = async (method: 'GET' | 'POST', url: string, accept: string) => {
        const res = await other.inject({
          method,
          url,
          headers: { authorization: `Bearer ${s.token}`, 'accept-encoding': accept },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        return res;
      };
      for (const [method, url] of [
        ['POST', '/api/v1/rewards'],
        ['GET', '/api/v1/tournaments/all'],
        ['GET', '/api/leaderboard'],
      ] as const) {
        const plain = await answer(method, url, 'identity');
        expect(plain.headers['content-encoding']).toBeUndefined();
        for (let i = 0; i < 2; i++) {
          const packed = await answer(method, url, `${encoding};q=1, deflate;q=0.5`);
          expect(packed.headers['content-encoding']).toBe(encoding);
          expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
          expect(Number(packed.headers['content-length'])).toBeLessThan(plain.rawPayload.length);
          expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
        }
      }
      const first = JSON.parse(
        decode((await answer('POST', '/api/v1/rewards', encoding)).rawPayload).toString('utf8'),
      );
      const credits = first.data[0].credits + 11;
      await t.app.db.updateTable('rewards').set({ credits }).where('id', '=', first.data[0].id).execute();
      const after = JSON.parse(
        decode((await answer('POST', '/api/v1/rewards', encoding)).rawPayload).toString('utf8'),
      );
      expect(after.data[0].credits).toBe(credits);
    },
  );
});
