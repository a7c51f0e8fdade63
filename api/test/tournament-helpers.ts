import type { FastifyInstance } from 'fastify';
import { expect } from '@jest/globals';
import { move } from '../src/lib/ledger.ts';
import type { Match } from '../src/tournament-engine/engine.ts';
import type { Session, TestApp } from './helpers.ts';
import { mintToken } from './landing-client.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface Cup {
  id: number;
  name: string;
  start: number;
  players: Session[];
}

export interface CupOptions {
  game?: string;
  prizes?: [number, number, number];
  currency?: 'credits' | 'rupees';
  thirdPlace?: 'match' | 'shared';
  fee?: number;
  /** The nickname each player registers with (external games). */
  nick?: (i: number) => string;
}

let cups = 0;

/** A signed token for a session at the app's current (dev) time. */
export const tokenFor = (app: FastifyInstance, s: Session) => mintToken(app, s.id);

export async function post(app: FastifyInstance, s: Session, url: string, payload: object) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${await tokenFor(app, s)}` },
  });
}

/** A tournament starting in 3 hours with `n` players registered through the real endpoints. */
export async function newCup(t: TestApp, n: number, opts: CupOptions = {}): Promise<Cup> {
  const { app } = t;
  const game = opts.game ?? 'Cannon Clash';
  const esl = game === 'Cannon Clash';
  const name = `Prize Cup ${++cups}`;
  const start = app.clock.now().getTime() + 3 * HOUR;
  const [prize, second, third] = opts.prizes ?? [1000, 300, 100];
  const row = await app.db
    .insertInto('tournaments')
    .values({
      name,
      game_id: null,
      game_name: game,
      thumbnail: null,
      banner: null,
      platform: 'Mobile',
      is_esl: esl ? 1 : 0,
      status: 1,
      is_running: 0,
      prize,
      second_prize: second,
      third_prize: third,
      entry_fee: opts.fee ?? 0,
      tourn_type: opts.currency === 'rupees' ? 'Cash' : 'Credits',
      prize_currency: opts.currency ?? 'credits',
      third_place: opts.thirdPlace ?? 'match',
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
    const s = await t.login();
    if (opts.fee)
      await app.db
        .transaction()
        .execute((tx) =>
          move(tx, { subscriberId: s.id, delta: opts.fee as number, reason: 'test-grant', at: app.nowIso() }),
        );
    const res = esl
      ? await post(app, s, '/api/v1/esl/tournament/entry/checkin', { id })
      : await post(app, s, '/api/v1/tournament/entry/checkin', {
          id,
          pubg_nick: opts.nick?.(i) ?? `nick${i}`,
          userEmail: 'player@example.com',
        });
    expect(res.json()).toMatchObject({ success: true, data: { already_submited: false } });
    players.push(s);
  }
  return { id, name, start, players };
}

export const at = async (app: FastifyInstance, ms: number) => {
  app.clock.set(new Date(ms));
  return app.engine.tick();
};

export const roundOf = (app: FastifyInstance, id: number, round?: number): Promise<Match[]> => {
  let q = app.db.selectFrom('tournament_matches').selectAll().where('tournament_id', '=', id);
  if (round !== undefined) q = q.where('round', '=', round);
  return q.orderBy('round').orderBy('slot').execute();
};

export type Decide = (m: Match, round: number) => Promise<void>;

/** The room server's result: player 1 wins. */
export const player1Wins =
  (app: FastifyInstance): Decide =>
  async (m) => {
    await app.engine.recordPresence(m.id, Number(m.player1_id));
    await app.engine.recordPresence(m.id, Number(m.player2_id));
    await app.engine.recordResult(m.id, Number(m.player1_id), 'room');
  };

/** Plays every round at its time (Cannon Clash timing) until the engine ends the tournament. */
export async function playOut(app: FastifyInstance, cup: Cup, decide: Decide): Promise<number> {
  for (let round = 1; round <= 12; round++) {
    const t0 = await app.db
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', cup.id)
      .executeTakeFirstOrThrow();
    if (t0.engine_state !== 'drawn' && t0.engine_state !== 'running' && t0.engine_state !== null)
      return round - 1;
    if (round === 1) await at(app, cup.start - HOUR);
    const current = await roundOf(app, cup.id, round);
    const when = Date.parse(current[0]?.scheduled_at as string);
    await at(app, when - HOUR);
    await at(app, when);
    for (const m of await roundOf(app, cup.id, round)) if (m.status !== 'finished') await decide(m, round);
    await at(app, when + 31 * 60_000);
  }
  throw new Error('tournament did not finish');
}

/** Every credit wallet and every money wallet equals the sum of its own ledger. */
export async function walletsMatchLedgers(app: FastifyInstance): Promise<boolean> {
  const credits = await app.db
    .selectFrom('ledger')
    .select((eb) => ['subscriber_id', eb.fn.sum<number>('delta').as('total')])
    .groupBy('subscriber_id')
    .execute();
  const money = await app.db
    .selectFrom('money_ledger')
    .select((eb) => ['subscriber_id', eb.fn.sum<number>('delta_paisa').as('total')])
    .groupBy('subscriber_id')
    .execute();
  const c = new Map(credits.map((x) => [Number(x.subscriber_id), Number(x.total)]));
  const m = new Map(money.map((x) => [Number(x.subscriber_id), Number(x.total)]));
  const wallets = await app.db.selectFrom('wallets').selectAll().execute();
  const moneyWallets = await app.db.selectFrom('money_wallets').selectAll().execute();
  return (
    wallets.every((w) => Number(w.balance) === (c.get(Number(w.subscriber_id)) ?? 0)) &&
    moneyWallets.every((w) => Number(w.balance_paisa) === (m.get(Number(w.subscriber_id)) ?? 0)) &&
    [...m.keys()].every((id) => moneyWallets.some((w) => Number(w.subscriber_id) === id))
  );
}
