import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { move } from '../src/lib/ledger.ts';
import { mintToken, signInWithCode } from './landing-client.ts';
import type { Match } from '../src/tournament-engine/engine.ts';
import { TOURNAMENT_STATUS } from '../src/tournament-engine/timing.ts';
import { json, startApp, type DbKind, type Session, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// The tournament engine tests' world: one app (replaced when a test restarts the api), players
// signed up through the landing page, tournaments set up and played out through the real calls.

export interface Setup {
  id: number;
  name: string;
  start: number;
  players: Session[];
}

export type Decide = (m: Match, round: number) => Promise<void>;

/** The world of one describe block: the app (replaced when a test restarts the api) and helpers. */
export class EngineWorld {
  t!: TestApp;
  app!: FastifyInstance;
  counter = 0;
  numbers = 0;

  constructor(readonly kind: DbKind) {}

  /** Subscribes a fresh number through the landing page of the current app. */
  login = async (): Promise<Session> => {
    const number = `038${String(process.pid % 100).padStart(2, '0')}${String(this.numbers++).padStart(6, '0')}`;
    const ref = (await signInWithCode(this.app, number)).searchParams.get('a') as string;
    const gen = await this.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: ref } });
    const token = gen.headers.access_token as string;
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
      sub: string;
    };
    return { id: Number(payload.sub), ref, token, number };
  };
  ledgerMatchesWallets = async (): Promise<boolean> => {
    const sums = await this.app.db
      .selectFrom('ledger')
      .select((eb) => ['subscriber_id', eb.fn.sum<number>('delta').as('total')])
      .groupBy('subscriber_id')
      .execute();
    const wallets = await this.app.db.selectFrom('wallets').selectAll().execute();
    const bySub = new Map(sums.map((x) => [Number(x.subscriber_id), Number(x.total)]));
    return wallets.every(
      (w) => Number(w.balance) === (bySub.get(Number(w.subscriber_id)) ?? 0) && Number(w.balance) >= 0,
    );
  };

  tokenFor = (s: Session) => mintToken(this.app, s.id);
  call = async (s: Session, url: string, payload: object) =>
    this.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${await this.tokenFor(s)}` },
    });
  at = async (ms: number) => {
    this.app.clock.set(new Date(ms));
    return this.app.engine.tick();
  };

  /** A tournament starting in 3 hours with `n` players registered through the real endpoints. */
  setup = async (n: number, opts: { game?: string; prize?: number; fee?: number } = {}): Promise<Setup> => {
    const game = opts.game ?? 'Cannon Clash';
    const esl = game === 'Cannon Clash' ? 1 : 0;
    const name = `Engine Cup ${this.kind} ${++this.counter}`;
    const start = this.app.clock.now().getTime() + 3 * HOUR;
    const row = await this.app.db
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
        created_at: this.app.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const players: Session[] = [];
    for (let i = 0; i < n; i++) {
      const s = await this.login();
      if (opts.fee)
        await this.app.db.transaction().execute((tx) =>
          move(tx, {
            subscriberId: s.id,
            delta: opts.fee as number,
            reason: 'test-grant',
            at: this.app.nowIso(),
          }),
        );
      const res = esl
        ? await this.call(s, '/api/v1/esl/tournament/entry/checkin', { id })
        : await this.call(s, '/api/v1/tournament/entry/checkin', { id, pubg_nick: `nick${i}` });
      expect(json(res)).toMatchObject({ success: true, data: { already_submited: false } });
      players.push(s);
    }
    return { id, name, start, players };
  };

  tournament = async (id: number) =>
    this.app.db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  matches = async (id: number, round?: number): Promise<Match[]> => {
    let q = this.app.db.selectFrom('tournament_matches').selectAll().where('tournament_id', '=', id);
    if (round !== undefined) q = q.where('round', '=', round);
    return q.orderBy('round').orderBy('slot').execute();
  };
  outbox = async (name: string) =>
    (await this.app.db.selectFrom('sms_outbox').selectAll().orderBy('id').execute()).filter((m) =>
      m.body.includes(name),
    );
  phoneOf = (s: Session) => `92${s.number.slice(1)}`;
  byId = (s: Setup, id: number | null) => s.players.find((p) => p.id === Number(id)) as Session;
  listed = async (s: Setup, viewer: Session) =>
    json<{
      data: {
        id: number;
        status: number;
        is_running: number;
        total_checkin: number;
        entries: { place: number | null }[];
      }[];
    }>(
      await this.app.inject({
        method: 'GET',
        url: '/api/v1/esl/tournaments/all',
        headers: { authorization: `Bearer ${await this.tokenFor(viewer)}` },
      }),
    ).data.find((x) => x.id === s.id);

  /** The room server's result: player 1 wins unless `decide` settles the match itself. */
  roomDecides: Decide = async (m) => {
    await this.app.engine.recordPresence(m.id, Number(m.player1_id));
    await this.app.engine.recordPresence(m.id, Number(m.player2_id));
    expect(await this.app.engine.recordResult(m.id, Number(m.player1_id), 'room')).toBe(true);
  };

  /** Plays every round at its time until the tournament ends; returns the number of rounds. */
  playOut = async (s: Setup, decide: Decide = this.roomDecides): Promise<number> => {
    for (let round = 1; round <= 10; round++) {
      const t0 = await this.tournament(s.id);
      if (t0.engine_state === 'finished' || t0.engine_state === 'no-champion') return round - 1;
      if (round === 1) await this.at(s.start - HOUR);
      const current = await this.matches(s.id, round);
      expect(current.length).toBeGreaterThan(0);
      const when = Date.parse(current[0]?.scheduled_at as string);
      if (round > 1) expect(when).toBe(s.start + (round - 1) * DAY);
      await this.at(when - HOUR); // the SMS hour
      await this.at(when);
      const t1 = await this.tournament(s.id);
      expect(t1).toMatchObject({ status: TOURNAMENT_STATUS.inProgress, is_running: 1, engine_round: round });
      for (const m of await this.matches(s.id, round)) if (m.status !== 'finished') await decide(m, round);
      await this.at(when + 31 * 60_000);
    }
    throw new Error('tournament did not finish');
  };

  /** One winner, one prize, an SMS per player of every match and bye, every match finished. */
  expectOneChampion = async (s: Setup, prize = 1000) => {
    const final = await this.tournament(s.id);
    expect(final).toMatchObject({
      status: TOURNAMENT_STATUS.endedEsl,
      is_running: 0,
      engine_state: 'finished',
    });
    const entries = await this.app.db
      .selectFrom('tournament_entries')
      .selectAll()
      .where('tournament_id', '=', s.id)
      .execute();
    const champions = entries.filter((e) => e.place === 1);
    expect(champions).toHaveLength(1);
    const champion = Number(champions[0]?.subscriber_id);
    const prizes = await this.app.db
      .selectFrom('ledger')
      .selectAll()
      .where('reason', '=', 'tournament-prize')
      .where('ref_key', '=', `tournament-prize:${s.id}:1`)
      .execute();
    expect(prizes).toHaveLength(1);
    expect(prizes[0]).toMatchObject({ subscriber_id: champion, delta: prize });
    const all = await this.matches(s.id);
    expect(all.every((m) => m.status === 'finished')).toBe(true);
    const sms = await this.outbox(s.name);
    for (const m of all) {
      for (const p of [m.player1_id, m.player2_id]) {
        if (p === null) continue;
        const phone = this.phoneOf(this.byId(s, p));
        const what = m.kind === 'third-place' ? 'third-place match' : `round ${m.round}`;
        const texts = sms.filter((x) => x.phone === phone && x.body.includes(what));
        if (m.result_source === 'bye') expect(texts.filter((x) => x.body.includes('bye'))).toHaveLength(1);
        else expect(texts.filter((x) => x.body.includes(`Room ID: ${m.room_id}`))).toHaveLength(1);
      }
    }
    const roomIds = all.filter((m) => m.room_id).map((m) => m.room_id);
    expect(new Set(roomIds).size).toBe(roomIds.length);
    expect(sms.filter((x) => x.body.includes('you won'))).toHaveLength(1);
    expect(await this.ledgerMatchesWallets()).toBe(true);
    return champion;
  };
}

/** Starts the app before the block's cases and closes it (and any restarted one) after them. */
export function engineHarness(kind: DbKind): EngineWorld {
  const world = new EngineWorld(kind);
  beforeAll(async () => {
    world.t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
    world.app = world.t.app;
  });
  afterAll(async () => {
    if (world.app !== world.t.app) await world.app.close();
    await world.t.close();
  });
  return world;
}
