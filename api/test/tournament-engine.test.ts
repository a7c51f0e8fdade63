import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../src/app.ts';
import { balanceOf, move } from '../src/lib/ledger.ts';
import { mintToken, signInWithCode } from './landing-client.ts';
import { pairRound, roundsFor } from '../src/tournament-engine/bracket.ts';
import type { Match } from '../src/tournament-engine/engine.ts';
import { Lease } from '../src/tournament-engine/lease.ts';
import { MATCH_MESSAGES } from '../src/tournament-engine/match-calls.ts';
import { TOURNAMENT_STATUS } from '../src/tournament-engine/timing.ts';
import { databases, json, OPERATOR_KEY, startApp, type Session, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const op = { 'x-operator-key': OPERATOR_KEY };

describe('knockout pairing', () => {
  it('folds seeds, gives the bye to the best seed without one, and needs ceil(log2 n) rounds', () => {
    expect(pairRound([1, 2, 3, 4], new Set())).toEqual({
      pairs: [
        [1, 4],
        [2, 3],
      ],
      bye: null,
    });
    expect(pairRound([1, 2, 3, 4, 5], new Set())).toEqual({
      pairs: [
        [2, 5],
        [3, 4],
      ],
      bye: 1,
    });
    expect(pairRound([1, 2, 3], new Set([1]))).toEqual({ pairs: [[1, 3]], bye: 2 });
    expect([9, 10, 16, 17, 2, 1].map(roundsFor)).toEqual([4, 4, 4, 5, 1, 0]);
  });
});

describe.each(databases)('tournament engine (%s)', (kind) => {
  let t: TestApp;
  /** The app in use: replaced when a test restarts the api. */
  let app: FastifyInstance;
  let counter = 0;

  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
    app = t.app;
  });
  afterAll(async () => {
    if (app !== t.app) await app.close();
    await t.close();
  });

  let numbers = 0;
  /** Subscribes a fresh number through the landing page of the current app. */
  async function login(): Promise<Session> {
    const number = `038${String(process.pid % 100).padStart(2, '0')}${String(numbers++).padStart(6, '0')}`;
    const ref = (await signInWithCode(app, number)).searchParams.get('a') as string;
    const gen = await app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: ref } });
    const token = gen.headers.access_token as string;
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
      sub: string;
    };
    return { id: Number(payload.sub), ref, token, number };
  }
  async function ledgerMatchesWallets(): Promise<boolean> {
    const sums = await app.db
      .selectFrom('ledger')
      .select((eb) => ['subscriber_id', eb.fn.sum<number>('delta').as('total')])
      .groupBy('subscriber_id')
      .execute();
    const wallets = await app.db.selectFrom('wallets').selectAll().execute();
    const bySub = new Map(sums.map((x) => [Number(x.subscriber_id), Number(x.total)]));
    return wallets.every(
      (w) => Number(w.balance) === (bySub.get(Number(w.subscriber_id)) ?? 0) && Number(w.balance) >= 0,
    );
  }

  const tokenFor = (s: Session) => mintToken(app, s.id);
  const call = async (s: Session, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${await tokenFor(s)}` },
    });
  const at = async (ms: number) => {
    app.clock.set(new Date(ms));
    return app.engine.tick();
  };

  interface Setup {
    id: number;
    name: string;
    start: number;
    players: Session[];
  }

  /** A tournament starting in 3 hours with `n` players registered through the real endpoints. */
  async function setup(
    n: number,
    opts: { game?: string; prize?: number; fee?: number } = {},
  ): Promise<Setup> {
    const game = opts.game ?? 'Cannon Clash';
    const esl = game === 'Cannon Clash' ? 1 : 0;
    const name = `Engine Cup ${kind} ${++counter}`;
    const start = app.clock.now().getTime() + 3 * HOUR;
    const row = await app.db
      .insertInto('tournaments')
      .values({
        name,
        game_id: null,
        game_name: game,
        thumbnail: null,
        banner: null,
        platform: 'Mobile',
        is_esl: esl,
        status: 1,
        is_running: 0,
        prize: opts.prize ?? 1000,
        second_prize: 0,
        third_prize: 0,
        entry_fee: opts.fee ?? 0,
        tourn_type: 'Credits',
        uid_check: 0,
        time_start: new Date(start).toISOString(),
        time_end: null,
        created_at: app.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const players: Session[] = [];
    for (let i = 0; i < n; i++) {
      const s = await login();
      if (opts.fee)
        await app.db.transaction().execute((tx) =>
          move(tx, {
            subscriberId: s.id,
            delta: opts.fee as number,
            reason: 'test-grant',
            at: app.nowIso(),
          }),
        );
      const res = esl
        ? await call(s, '/api/v1/esl/tournament/entry/checkin', { id })
        : await call(s, '/api/v1/tournament/entry/checkin', { id, pubg_nick: `nick${i}` });
      expect(json(res)).toMatchObject({ success: true, data: { already_submited: false } });
      players.push(s);
    }
    return { id, name, start, players };
  }

  const tournament = async (id: number) =>
    app.db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const matches = async (id: number, round?: number): Promise<Match[]> => {
    let q = app.db.selectFrom('tournament_matches').selectAll().where('tournament_id', '=', id);
    if (round !== undefined) q = q.where('round', '=', round);
    return q.orderBy('round').orderBy('slot').execute();
  };
  const outbox = async (name: string) =>
    (await app.db.selectFrom('sms_outbox').selectAll().orderBy('id').execute()).filter((m) =>
      m.body.includes(name),
    );
  const phoneOf = (s: Session) => `92${s.number.slice(1)}`;
  const byId = (s: Setup, id: number | null) => s.players.find((p) => p.id === Number(id)) as Session;
  const listed = async (s: Setup, viewer: Session) =>
    json<{
      data: {
        id: number;
        status: number;
        is_running: number;
        total_checkin: number;
        entries: { place: number | null }[];
      }[];
    }>(
      await app.inject({
        method: 'GET',
        url: '/api/v1/esl/tournaments/all',
        headers: { authorization: `Bearer ${await tokenFor(viewer)}` },
      }),
    ).data.find((x) => x.id === s.id);

  type Decide = (m: Match, round: number) => Promise<void>;
  /** The room server's result: player 1 wins unless `decide` settles the match itself. */
  const roomDecides: Decide = async (m) => {
    await app.engine.recordPresence(m.id, Number(m.player1_id));
    await app.engine.recordPresence(m.id, Number(m.player2_id));
    expect(await app.engine.recordResult(m.id, Number(m.player1_id), 'room')).toBe(true);
  };

  /** Plays every round at its time until the tournament ends; returns the number of rounds. */
  async function playOut(s: Setup, decide: Decide = roomDecides): Promise<number> {
    for (let round = 1; round <= 10; round++) {
      const t0 = await tournament(s.id);
      if (t0.engine_state === 'finished' || t0.engine_state === 'no-champion') return round - 1;
      if (round === 1) await at(s.start - HOUR);
      const current = await matches(s.id, round);
      expect(current.length).toBeGreaterThan(0);
      const when = Date.parse(current[0]?.scheduled_at as string);
      if (round > 1) expect(when).toBe(s.start + (round - 1) * DAY);
      await at(when - HOUR); // the SMS hour
      await at(when);
      const t1 = await tournament(s.id);
      expect(t1).toMatchObject({ status: TOURNAMENT_STATUS.inProgress, is_running: 1, engine_round: round });
      for (const m of await matches(s.id, round)) if (m.status !== 'finished') await decide(m, round);
      await at(when + 31 * 60_000);
    }
    throw new Error('tournament did not finish');
  }

  /** One winner, one prize, an SMS per player of every match and bye, every match finished. */
  async function expectOneChampion(s: Setup, prize = 1000) {
    const final = await tournament(s.id);
    expect(final).toMatchObject({
      status: TOURNAMENT_STATUS.endedEsl,
      is_running: 0,
      engine_state: 'finished',
    });
    const entries = await app.db
      .selectFrom('tournament_entries')
      .selectAll()
      .where('tournament_id', '=', s.id)
      .execute();
    const champions = entries.filter((e) => e.place === 1);
    expect(champions).toHaveLength(1);
    const champion = Number(champions[0]?.subscriber_id);
    const prizes = await app.db
      .selectFrom('ledger')
      .selectAll()
      .where('reason', '=', 'tournament-prize')
      .where('ref_key', '=', `tournament-prize:${s.id}:1`)
      .execute();
    expect(prizes).toHaveLength(1);
    expect(prizes[0]).toMatchObject({ subscriber_id: champion, delta: prize });
    const all = await matches(s.id);
    expect(all.every((m) => m.status === 'finished')).toBe(true);
    const sms = await outbox(s.name);
    for (const m of all) {
      for (const p of [m.player1_id, m.player2_id]) {
        if (p === null) continue;
        const phone = phoneOf(byId(s, p));
        const what = m.kind === 'third-place' ? 'third-place match' : `round ${m.round}`;
        const texts = sms.filter((x) => x.phone === phone && x.body.includes(what));
        if (m.result_source === 'bye') expect(texts.filter((x) => x.body.includes('bye'))).toHaveLength(1);
        else expect(texts.filter((x) => x.body.includes(`Room ID: ${m.room_id}`))).toHaveLength(1);
      }
    }
    const roomIds = all.filter((m) => m.room_id).map((m) => m.room_id);
    expect(new Set(roomIds).size).toBe(roomIds.length);
    expect(sms.filter((x) => x.body.includes('you won'))).toHaveLength(1);
    expect(await ledgerMatchesWallets()).toBe(true);
    return champion;
  }

  it('9 checked-in players never start: cancelled at the start time, registration closed at the draw', async () => {
    const s = await setup(9);
    await at(s.start - 2 * HOUR);
    expect(await matches(s.id)).toHaveLength(0);
    await at(s.start - HOUR + 1);
    expect(await matches(s.id)).toHaveLength(0);
    expect((await tournament(s.id)).status).toBe(TOURNAMENT_STATUS.open);
    const late = await login();
    const refused = await call(late, '/api/v1/esl/tournament/entry/checkin', { id: s.id });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('Registration is closed for this tournament.');
    await at(s.start);
    expect(await tournament(s.id)).toMatchObject({
      status: TOURNAMENT_STATUS.cancelled,
      is_running: 0,
      engine_state: 'cancelled',
    });
    expect(await matches(s.id)).toHaveLength(0);
    const view = await listed(s, s.players[0] as Session);
    expect(view).toMatchObject({ status: 5, is_running: 0, total_checkin: 9 });
    expect(await outbox(s.name)).toHaveLength(9);
    await at(s.start + 3 * DAY);
    expect(await outbox(s.name)).toHaveLength(9);
    expect(await matches(s.id)).toHaveLength(0);
  });

  it('a paid tournament that is cancelled refunds each entry fee once', async () => {
    const s = await setup(3, { game: 'PUBG Mobile', fee: 25 });
    await at(s.start);
    await at(s.start + 1000);
    const refunds = await app.db
      .selectFrom('ledger')
      .selectAll()
      .where('ref_key', '=', `tournament-refund:${s.id}`)
      .execute();
    expect(refunds).toHaveLength(3);
    expect(await ledgerMatchesWallets()).toBe(true);
  });

  for (const [n, rounds] of [
    [10, 4],
    [16, 4],
    [17, 5],
  ] as const) {
    it(`${n} players run to a single winner in ${rounds} rounds, texted an hour before each match`, async () => {
      const s = await setup(n);
      await at(s.start - HOUR - 5000);
      expect(await matches(s.id)).toHaveLength(0);
      await at(s.start - HOUR);
      const r1 = await matches(s.id, 1);
      expect(r1.filter((m) => m.player2_id !== null)).toHaveLength(Math.floor(n / 2));
      expect(r1.filter((m) => m.result_source === 'bye')).toHaveLength(n % 2);
      expect(r1.every((m) => m.scheduled_at === new Date(s.start).toISOString())).toBe(true);
      expect(r1.filter((m) => m.room_id).every((m) => /^PZ-[A-Z2-9]{6}$/.test(m.room_id as string))).toBe(
        true,
      );
      // Drawn but not started: still open (registration closed), every player texted once.
      expect(await tournament(s.id)).toMatchObject({ status: 1, is_running: 0, engine_state: 'drawn' });
      expect(await outbox(s.name)).toHaveLength(n);
      expect(await playOut(s)).toBe(rounds);
      const champion = await expectOneChampion(s);
      const view = await listed(s, byId(s, champion));
      expect(view).toMatchObject({ status: 4, is_running: 0, total_checkin: n, entries: [{ place: 1 }] });
      // Nothing happens twice: more ticks days later change nothing.
      const before = (await outbox(s.name)).length;
      await at(s.start + 10 * DAY);
      await app.engine.tick();
      expect((await outbox(s.name)).length).toBe(before);
      await expectOneChampion(s);
    });
  }

  it('no-shows: the player in the room advances; a double no-show eliminates both', async () => {
    const s = await setup(10);
    const rounds = await playOut(s, async (m, round) => {
      if (round === 1 && m.slot === 1) {
        await app.engine.recordPresence(m.id, Number(m.player2_id)); // only player 2 came
      } else if (round === 1 && m.slot === 2) {
        // nobody came
      } else {
        await roomDecides(m, round);
      }
    });
    const r1 = await matches(s.id, 1);
    expect(r1[0]).toMatchObject({ result_source: 'no-show', winner_id: r1[0]?.player2_id });
    expect(r1[1]).toMatchObject({ result_source: 'double-no-show', winner_id: null });
    // 5 matches, one double no-show: 4 go through, then 2, then 1.
    expect(rounds).toBe(3);
    expect(await matches(s.id, 2)).toHaveLength(2);
    await expectOneChampion(s);
  });

  it('a double no-show in the final: no champion, nothing paid, every entry fee refunded once', async () => {
    const s = await setup(10, { fee: 20 });
    await playOut(s, async (m, round) => {
      if (round === 4 && m.kind !== 'third-place') return; // the final: nobody comes
      await roomDecides(m, round);
    });
    const final = (await matches(s.id, 4)).find((m) => m.kind === null) as Match;
    expect(final.result_source).toBe('double-no-show');
    expect(await tournament(s.id)).toMatchObject({ engine_state: 'no-champion', status: 4, is_running: 0 });
    const prizes = await app.db
      .selectFrom('ledger')
      .selectAll()
      .where('reason', '=', 'tournament-prize')
      .execute();
    expect(prizes.filter((p) => p.ref_key?.startsWith(`tournament-prize:${s.id}:`))).toHaveLength(0);
    const refunds = await app.db
      .selectFrom('ledger')
      .selectAll()
      .where('ref_key', '=', `tournament-refund:${s.id}`)
      .execute();
    expect(refunds.map((r) => Number(r.subscriber_id)).sort()).toEqual(s.players.map((p) => p.id).sort());
    for (const p of s.players) expect(await balanceOf(app.db, p.id)).toBe(20);
    expect((await outbox(s.name)).filter((x) => x.body.includes('without a champion'))).toHaveLength(10);
    expect(await ledgerMatchesWallets()).toBe(true);
  });

  it('reports: a stranger is refused, a contrary report is refused, a second report is refused', async () => {
    const s = await setup(10);
    await at(s.start - HOUR);
    const [m1, m2] = await matches(s.id, 1);
    const p1 = byId(s, m1?.player1_id ?? null);
    const p2 = byId(s, m1?.player2_id ?? null);
    const other = byId(s, m2?.player1_id ?? null);
    const report = (who: Session, result_flag: string, roomId = m1?.room_id) =>
      call(who, '/api/v1/esl/tournament/match/result', { tournamentId: s.id, roomId, result_flag });
    // Room check-in: an hour before (the SMS), with the right Room ID, for the players only.
    // The Room ID is read trimmed and case-insensitively, as a player may type it.
    expect(
      json(
        await call(p1, '/api/v1/esl/tournament/match/checkin', {
          tournamentId: s.id,
          roomId: ` ${m1?.room_id?.toLowerCase()} `,
        }),
      ),
    ).toEqual({ success: true, message: MATCH_MESSAGES.accepted, start_game: true });
    const wrong = await call(other, '/api/v1/esl/tournament/match/checkin', {
      tournamentId: s.id,
      roomId: m1?.room_id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ success: false, start_game: false });
    // Before the room has a result, no report is accepted.
    expect(json(await report(p1, 'winner'))).toEqual({
      success: true,
      data: { success: false, errors: MATCH_MESSAGES.noResult },
    });
    await at(s.start);
    expect(await app.engine.recordResult(m1?.id as number, p2.id, 'room')).toBe(true);
    // The room's result is final: a second recording changes nothing.
    expect(await app.engine.recordResult(m1?.id as number, p1.id, 'room')).toBe(false);
    expect(json(await report(other, 'winner'))).toMatchObject({
      data: { success: false, errors: MATCH_MESSAGES.notInMatch },
    });
    const stranger = await login();
    expect(json(await report(stranger, 'winner'))).toMatchObject({
      data: { success: false, errors: MATCH_MESSAGES.notInMatch },
    });
    expect(json(await report(p1, 'winner'))).toMatchObject({
      data: { success: false, errors: MATCH_MESSAGES.contrary },
    });
    // An accepted report says where the match leaves the player: the winner's next round (the
    // next day at the same time, before it is drawn), the loser out.
    expect(json(await report(p2, 'winner'))).toEqual({
      success: true,
      data: {
        success: true,
        errors: null,
        outcome: { stage: 'next-round', round: 2, at: new Date(s.start + DAY).toISOString() },
      },
    });
    expect(json(await report(p2, 'winner'))).toMatchObject({
      data: { success: false, errors: MATCH_MESSAGES.twice },
    });
    expect(json(await report(p1, 'loser', m1?.room_id?.toLowerCase()))).toEqual({
      success: true,
      data: { success: true, errors: null, outcome: { stage: 'eliminated' } },
    });
    const finished = await call(p1, '/api/v1/esl/tournament/match/checkin', {
      tournamentId: s.id,
      roomId: m1?.room_id,
    });
    expect(json(finished)).toMatchObject({ success: false, message: MATCH_MESSAGES.finished });
    const m = (await matches(s.id, 1))[0];
    expect(m).toMatchObject({ winner_id: p2.id, result_source: 'room' });
    await playOut(s);
    const champion = await expectOneChampion(s);
    // The final's winner is told they won the tournament and the prize credited to them.
    const final = (await matches(s.id, 4))[0];
    expect(json(await report(byId(s, champion), 'winner', final?.room_id))).toEqual({
      success: true,
      data: {
        success: true,
        errors: null,
        outcome: { stage: 'champion', tournamentName: s.name, prize: 1000, currency: 'credits' },
      },
    });
    // The final's loser is 2nd (this tournament's 2nd prize is 0).
    const runnerUp = [final?.player1_id, final?.player2_id].map(Number).find((p) => p !== champion) as number;
    expect(json(await report(byId(s, runnerUp), 'loser', final?.room_id))).toMatchObject({
      data: { outcome: { stage: 'placed', place: 2, tournamentName: s.name, prize: 0, currency: 'credits' } },
    });
  });

  it('restarts of the api in the middle of a round: one winner, one prize, no SMS twice', async () => {
    const s = await setup(17);
    await at(s.start - HOUR);
    await at(s.start);
    const r1 = (await matches(s.id, 1)).filter((m) => m.status !== 'finished');
    for (const m of r1.slice(0, 4)) await roomDecides(m, 1);
    const sentBefore = (await outbox(s.name)).length;
    // Restart: the engine stops (lease released), a new api on the same database takes over.
    const config = app.config;
    if (app !== t.app) await app.close();
    else await t.app.close();
    app = await buildApp(config);
    await app.ready();
    await app.engine.tick();
    await app.engine.tick();
    expect((await outbox(s.name)).length).toBe(sentBefore);
    expect(await matches(s.id, 1)).toHaveLength(9);
    // A second instance on the same database: only one of them advances at a time.
    const second = await buildApp(config);
    await second.ready();
    try {
      second.clock.set(app.clock.now());
      const [a, b] = await Promise.all([app.engine.tick(), second.engine.tick()]);
      expect([a.leader, b.leader].filter(Boolean)).toHaveLength(1);
      // Both record the same room result: it counts once.
      const next = (await matches(s.id, 1)).find((m) => m.status !== 'finished') as Match;
      const both = await Promise.all([
        app.engine.recordResult(next.id, Number(next.player1_id), 'room'),
        second.engine.recordResult(next.id, Number(next.player1_id), 'room'),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect(await playOut(s)).toBe(5);
    await expectOneChampion(s);
    // Restart after the end: still one prize, one champion message.
    const config2 = app.config;
    await app.close();
    app = await buildApp(config2);
    await app.ready();
    await at(s.start + 20 * DAY);
    await expectOneChampion(s);
  });

  it('external games: operator room and password texted ten minutes before, operator results advance', async () => {
    const s = await setup(10, { game: 'PUBG Mobile' });
    await at(s.start - HOUR);
    const r1 = await matches(s.id, 1);
    expect(r1).toHaveLength(5);
    expect(r1.every((m) => m.room_id === null)).toBe(true);
    for (const m of r1) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/operator/matches/${m.id}/room`,
        headers: op,
        payload: { roomId: `PUBG-${m.id}`, password: `pw${m.id}` },
      });
      expect(res.statusCode).toBe(200);
    }
    await at(s.start - 11 * 60_000);
    expect(await outbox(s.name)).toHaveLength(0);
    await at(s.start - 10 * 60_000);
    const texts = await outbox(s.name);
    expect(texts).toHaveLength(10);
    expect(texts[0]?.body).toMatch(/Room ID: PUBG-\d+, password: pw\d+\./);
    await at(s.start);
    // Slot 1: the operator's result. Slot 2: only one player checked in before the deadline.
    const withRooms = await matches(s.id, 1);
    const [m1, m2] = withRooms;
    const winner = byId(s, m1?.player2_id ?? null);
    const res = await app.inject({
      method: 'POST',
      url: `/api/operator/matches/${m1?.id}/result`,
      headers: op,
      payload: { winner: winner.number },
    });
    expect(res.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: `/api/operator/matches/${m1?.id}/result`,
      headers: op,
      payload: { winner: winner.number },
    });
    expect(again.statusCode).toBe(409);
    const present = byId(s, m2?.player1_id ?? null);
    expect(
      json(
        await call(present, '/api/v1/esl/tournament/match/checkin', {
          tournamentId: s.id,
          roomId: m2?.room_id,
        }),
      ),
    ).toMatchObject({ success: true });
    // The rest: both players report consistently (winner / loser).
    for (const m of withRooms.slice(2)) {
      const a = byId(s, m.player1_id);
      const b = byId(s, m.player2_id);
      for (const [who, flag] of [
        [a, 'winner'],
        [b, 'loser'],
      ] as const) {
        await call(who, '/api/v1/esl/tournament/match/checkin', { tournamentId: s.id, roomId: m.room_id });
        expect(
          json(
            await call(who, '/api/v1/esl/tournament/match/result', {
              tournamentId: s.id,
              roomId: m.room_id,
              result_flag: flag,
            }),
          ),
        ).toMatchObject({ data: { success: true } });
      }
    }
    await at(s.start + 2 * HOUR);
    expect((await matches(s.id, 1)).filter((m) => m.status !== 'finished')).toHaveLength(4);
    await at(s.start + 3 * HOUR);
    const settled = await matches(s.id, 1);
    expect(settled.map((m) => m.result_source)).toEqual([
      'operator',
      'no-show',
      'reports',
      'reports',
      'reports',
    ]);
    expect(settled[1]?.winner_id).toBe(present.id);
    expect(await matches(s.id, 2)).toHaveLength(3); // 5 winners: two matches and a bye
  });

  it('dev tools: moving the clock runs the engine before answering (the SMS is already in the outbox)', async () => {
    const s = await setup(10);
    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { now: new Date(s.start - HOUR + 1000).toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    const outboxRes = json<{ data: { phone: string; body: string }[] }>(
      await app.inject({ method: 'GET', url: '/api/dev/sms-outbox' }),
    );
    const mine = outboxRes.data.filter((m) => m.body.includes(s.name));
    expect(mine).toHaveLength(10);
    const roomId = /Room ID: (PZ-[A-Z2-9]{6})/.exec(mine[0]?.body ?? '')?.[1];
    const who = s.players.find((p) => phoneOf(p) === mine[0]?.phone) as Session;
    expect(
      json(await call(who, '/api/v1/esl/tournament/match/checkin', { tournamentId: s.id, roomId })),
    ).toMatchObject({ success: true, start_game: true });
  });

  it('the lease: one holder at a time, taken over only after it expires', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const clock = () => now;
    const a = new Lease(app.db, 'test-lease', 'a', 1000, clock);
    const b = new Lease(app.db, 'test-lease', 'b', 1000, clock);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    now += 500;
    expect(await a.acquire()).toBe(true); // renewed
    now += 999;
    expect(await b.acquire()).toBe(false);
    now += 2;
    expect(await b.acquire()).toBe(true); // a crashed: its lease expired
    expect(await a.acquire()).toBe(false);
    await b.release();
    expect(await a.acquire()).toBe(true);
    await a.release();
  });
});
