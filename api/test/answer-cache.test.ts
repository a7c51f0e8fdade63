import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { databases, startApp, type Session, type TestApp } from './helpers.ts';
import { mintToken } from './landing-client.ts';
import { HOUR, at, newCup } from './tournament-helpers.ts';

// Each api process keeps a subscriber's last profile and tournament list answers until their own
// change counter (migration 0019) moves, or the clock reaches the moment the answer would read
// differently (a credit hold running out, a match room opening). Two processes share one database
// here: a write through one shows in the very next read through the other, which had the answer
// kept; and the clock alone changes what the other sends.
describe.each(databases)('kept subscriber answers across two api processes (%s)', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;

  /** A GET through `app` as the subscriber, with a token signed at that app's (dev) clock. */
  const read = async (app: FastifyInstance, s: Session, url: string) => {
    const res = await app.inject({ url, headers: { authorization: `Bearer ${await mintToken(app, s.id)}` } });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const profile = (app: FastifyInstance, s: Session) => read(app, s, '/api/v1/user/profile');

  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0' });
    other = await buildApp({ ...t.app.config, seedDemo: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('shows credits, a new name and a redemption written through one process in the next profile of the other', async () => {
    const s = await t.login();
    const bystander = await t.login();
    expect(await profile(other, s)).toMatchObject({ credits: 0, items_redeemed: 0 });
    expect(await profile(other, bystander)).toMatchObject({ credits: 0 });
    await t.grant(s.id, 900);
    expect(await profile(other, s)).toMatchObject({ credits: 900 });
    await t.app.db.updateTable('subscribers').set({ username: 'Kept Once' }).where('id', '=', s.id).execute();
    expect(await profile(other, s)).toMatchObject({ username: 'Kept Once', credits: 900 });
    const held = await t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item: 1 } });
    expect(held.statusCode).toBe(200);
    const { credits } = await profile(other, s);
    expect(credits).toBeLessThan(900);
    // The other subscriber's kept answer is untouched by all of it.
    expect(await profile(other, bystander)).toMatchObject({
      credits: 0,
      username: expect.not.stringMatching('Kept'),
    });
  });

  it('gives a hold back once it runs out on the clock, with no write in between', async () => {
    const s = await t.login();
    await t.grant(s.id, 500);
    const held = await t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item: 1 } });
    expect(held.statusCode).toBe(200);
    const spent = (await profile(other, s)).credits;
    expect(spent).toBeLessThan(500);
    other.clock.advance(29 * 60_000);
    expect((await profile(other, s)).credits).toBe(spent);
    other.clock.advance(61_000);
    expect(await profile(other, s)).toMatchObject({ credits: 500, items_redeemed: 0 });
    other.clock.set(t.app.clock.now());
  });

  it('shows a changed entry, the draw and an opening room in the other process tournament list', async () => {
    const cup = await newCup(t, 10);
    const first = cup.players[0] as Session;
    const list = async () =>
      (
        (await read(other, first, '/api/v1/esl/tournaments/all')) as {
          id: number;
          player: unknown;
          entries: unknown[];
        }[]
      ).find((c) => c.id === cup.id);
    expect((await list())?.player).toMatchObject({ kind: 'registered', play_now: false });
    await t.app.db
      .updateTable('tournament_entries')
      .set({ pubg_nick: 'Renamed Nick' })
      .where('tournament_id', '=', cup.id)
      .where('subscriber_id', '=', first.id)
      .execute();
    expect((await list())?.entries).toEqual([expect.objectContaining({ pubg_nick: 'Renamed Nick' })]);
    // The draw (ten players), an hour before the start, written by the first process's engine; then the first
    // player's match moved two hours later (its room opens an hour before it).
    await at(t.app, cup.start - 2 * HOUR - 1);
    await at(t.app, cup.start - HOUR);
    const when = cup.start + 2 * HOUR;
    await t.app.db
      .updateTable('tournament_matches')
      .set({ scheduled_at: new Date(when).toISOString() })
      .where('tournament_id', '=', cup.id)
      .execute();
    other.clock.set(t.app.clock.now());
    expect((await list())?.player).toMatchObject({ kind: 'next-match', round: 1, play_now: false });
    // Nothing is written: the clock alone opens the room, and the other process's answer with it.
    other.clock.set(new Date(when - HOUR + 1000));
    expect((await list())?.player).toMatchObject({ kind: 'next-match', round: 1, play_now: true });
    // A write to the matches alone (the room taken away) shows at once too.
    await t.app.db
      .updateTable('tournament_matches')
      .set({ room_id: null })
      .where('tournament_id', '=', cup.id)
      .execute();
    expect((await list())?.player).toMatchObject({ kind: 'next-match', round: 1, play_now: false });
  });
});
