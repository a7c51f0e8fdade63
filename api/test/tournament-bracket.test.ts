import type { Bracket, PlayerState } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { balanceOf } from '../src/lib/ledger.ts';
import type { Session } from './helpers.ts';
import { databases, startApp, type TestApp } from './helpers.ts';
import { at, HOUR, newCup, playOut, player1Wins, roundOf, tokenFor, type Cup } from './tournament-helpers.ts';

describe.each(databases)('live bracket and player state (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
  });
  afterAll(async () => t.close());

  const bracket = async (cup: Cup, viewer?: Session) => {
    const headers: Record<string, string> = viewer
      ? { authorization: `Bearer ${await tokenFor(t.app, viewer)}` }
      : {};
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/tournaments/${cup.id}/bracket`, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Bracket }).data;
  };
  const stateIn = async (cup: Cup, viewer: Session): Promise<PlayerState | null> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/esl/tournaments/all',
      headers: { authorization: `Bearer ${await tokenFor(t.app, viewer)}` },
    });
    return (res.json() as { data: { id: number; player: PlayerState | null }[] }).data.find(
      (x) => x.id === cup.id,
    )?.player as PlayerState | null;
  };

  it('the demo LIVE tournament is running its final in room PZ-4821 and ends, paying its places, when the final ends', async () => {
    const live = await t.app.db
      .selectFrom('tournaments')
      .selectAll()
      .where('name', '=', 'Cannon Clash Live Knockout')
      .executeTakeFirstOrThrow();
    expect(live).toMatchObject({ engine_state: 'running', engine_round: 4, status: 2, is_running: 1 });
    const final = (await roundOf(t.app, live.id, 4))[0]!;
    expect(final).toMatchObject({ room_id: 'PZ-4821', status: 'scheduled' });
    await t.app.engine.tick(); // its deadline is still ahead: nothing changes
    expect((await roundOf(t.app, live.id, 4))[0]?.status).toBe('scheduled');
    const [demo, rival] = [Number(final.player1_id), Number(final.player2_id)];
    const before = await balanceOf(t.app.db, demo);
    expect(await t.app.engine.recordResult(final.id, demo, 'room')).toBe(true);
    await t.app.engine.tick();
    expect(
      await t.app.db
        .selectFrom('tournaments')
        .selectAll()
        .where('id', '=', live.id)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({
      engine_state: 'finished',
      status: 4,
      is_running: 0,
    });
    const places = await t.app.db
      .selectFrom('tournament_entries')
      .select(['subscriber_id', 'place'])
      .where('tournament_id', '=', live.id)
      .where('place', 'is not', null)
      .orderBy('place')
      .execute();
    const r3 = (await roundOf(t.app, live.id, 3)).find((m) => m.player2_id !== null)!;
    expect(places.map((p) => [Number(p.subscriber_id), Number(p.place)])).toEqual([
      [demo, 1],
      [rival, 2],
      [Number(r3.player2_id), 3],
    ]);
    expect(await balanceOf(t.app.db, demo)).toBe(before + live.prize);
  });

  it('guests read every round; players see their path, their next match and Play Now only while their room is open', async () => {
    const cup = await newCup(t, 10);
    // Names that hold a phone number are shown without it.
    await t.app.db
      .updateTable('subscribers')
      .set({ username: 'Ali 03001112223' })
      .where('id', '=', cup.players[0]!.id)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tournaments/99999/bracket' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tournaments/abc/bracket' })).statusCode).toBe(
      400,
    );
    expect(await bracket(cup)).toMatchObject({ rounds: [], me: null, state: 'open', nameUr: null });
    // The operator's Urdu name comes with it, for a subscriber reading in Urdu.
    await t.app.db
      .updateTable('tournaments')
      .set({ name_ur: 'ہفتہ وار کپ' })
      .where('id', '=', cup.id)
      .execute();
    expect((await bracket(cup)).nameUr).toBe('ہفتہ وار کپ');
    const first = cup.players[0] as Session;
    expect(await stateIn(cup, first)).toMatchObject({ kind: 'registered', play_now: false });

    await at(t.app, cup.start - 2 * HOUR - 1); // before the draw
    await at(t.app, cup.start - HOUR); // drawn; the room SMS goes out: rooms open
    const guest = await bracket(cup);
    expect(guest.rounds).toHaveLength(1);
    expect(guest.rounds[0]?.matches).toHaveLength(5);
    expect(guest.me).toBeNull();
    expect(JSON.stringify(guest)).not.toMatch(/\d{7,}|"you":true/);
    expect(guest.rounds[0]?.matches[0]?.players[0]).toEqual({ seed: 1, name: 'Ali •••', you: false });
    const mine = await bracket(cup, first);
    expect(mine.rounds[0]?.matches[0]).toMatchObject({ room: 'open', winner: null, decided: null });
    expect(mine.rounds[0]?.matches[0]?.players[0]?.you).toBe(true);
    expect(mine.me).toMatchObject({ kind: 'next-match', round: 1, play_now: true });

    // Seed 10 loses round 1 to seed 1: out in round 1, no Play Now.
    const loser = cup.players[9] as Session;
    await playOut(t.app, cup, async (m, round) => {
      if (round === 1 && m.slot === 1) {
        await player1Wins(t.app)(m, round);
        expect(await stateIn(cup, loser)).toMatchObject({ kind: 'eliminated', round: 1, play_now: false });
        // Won round 1, round 2 not drawn yet: through to round 2, no time or Play Now yet.
        expect(await stateIn(cup, first)).toMatchObject({
          kind: 'next-match',
          round: 2,
          time: null,
          play_now: false,
        });
        return;
      }
      if (round === 1 && m.slot === 2) return; // double no-show
      await player1Wins(t.app)(m, round);
    });
    const end = await bracket(cup, first);
    expect(end.state).toBe('finished');
    expect(end.rounds[0]?.matches.map((m) => m.decided)).toEqual([
      'played',
      'double-no-show',
      'played',
      'played',
      'played',
    ]);
    expect(end.rounds.at(-1)?.label).toBe('Final');
    expect(end.rounds.at(-1)?.matches.map((m) => m.kind)).toEqual(['bracket', 'third-place']);
    expect(end.me).toMatchObject({ kind: 'champion', place: 1, play_now: false });
    expect(await stateIn(cup, first)).toMatchObject({ kind: 'champion' });
    expect(await stateIn(cup, loser)).toMatchObject({ kind: 'eliminated', round: 1 });
    const r1 = await roundOf(t.app, cup.id, 1);
    const out = cup.players.find((p) => p.id === Number(r1[1]?.player1_id)) as Session;
    expect(await stateIn(cup, out)).toMatchObject({ kind: 'eliminated', round: 1 });
  });

  it('a cancelled tournament says so on the card', async () => {
    const cup = await newCup(t, 9);
    await at(t.app, cup.start);
    expect(await stateIn(cup, cup.players[0] as Session)).toMatchObject({
      kind: 'cancelled',
      play_now: false,
    });
  });
});
