import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { balanceOf } from '../src/lib/ledger.ts';
import { moneyBalanceOf } from '../src/lib/money-wallet.ts';
import type { RecordingPayoutGateway } from '../src/lib/payouts.ts';
import type { Match } from '../src/tournament-engine/engine.ts';
import { databases, json, OPERATOR_KEY, startApp, type TestApp } from './helpers.ts';
import {
  at,
  newCup,
  playOut,
  player1Wins,
  roundOf,
  walletsMatchLedgers,
  type Cup,
  type Decide,
} from './tournament-helpers.ts';

const op = { 'x-operator-key': OPERATOR_KEY };

describe.each(databases)('tournament prizes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
  });
  afterAll(async () => t.close());

  /** Round 1's slot 1 is a double no-show, so 4 players reach two semi-finals. */
  const withDoubleNoShow: () => Decide = () => async (m, round) => {
    if (round === 1 && m.slot === 1) return;
    await player1Wins(t.app)(m, round);
  };
  const placeOf = async (cup: Cup, place: number) =>
    (
      await t.app.db
        .selectFrom('tournament_entries')
        .select('subscriber_id')
        .where('tournament_id', '=', cup.id)
        .where('place', '=', place)
        .execute()
    ).map((e) => Number(e.subscriber_id));
  const results = (cup: Cup, places: { phone: string; place: number }[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/tournaments/${cup.id}/results`,
      headers: op,
      payload: { places },
    });

  it('rupee prizes go to the money wallet in paisa and the payout outbox; 3rd is the third-place match', async () => {
    const cup = await newCup(t, 10, { currency: 'rupees', prizes: [5000, 2000, 1000] });
    await playOut(t.app, cup, withDoubleNoShow());
    const r1 = await roundOf(t.app, cup.id, 1);
    expect(r1[0]?.result_source).toBe('double-no-show');
    const last = await roundOf(t.app, cup.id, 3);
    const final = last.find((m) => m.kind === null) as Match;
    const third = last.find((m) => m.kind === 'third-place') as Match;
    expect(third.scheduled_at).toBe(final.scheduled_at);
    const semis = (await roundOf(t.app, cup.id, 2)).map((m) => Number(m.player2_id)).sort();
    expect([Number(third.player1_id), Number(third.player2_id)].sort()).toEqual(semis);

    expect(await placeOf(cup, 1)).toEqual([Number(final.player1_id)]);
    expect(await placeOf(cup, 2)).toEqual([Number(final.player2_id)]);
    expect(await placeOf(cup, 3)).toEqual([Number(third.player1_id)]);
    expect(await moneyBalanceOf(t.app.db, Number(final.player1_id))).toBe(500_000);
    expect(await moneyBalanceOf(t.app.db, Number(final.player2_id))).toBe(200_000);
    expect(await moneyBalanceOf(t.app.db, Number(third.player1_id))).toBe(100_000);
    // Credits never receive a rupee prize.
    for (const p of cup.players) expect(await balanceOf(t.app.db, p.id)).toBe(0);
    const payouts = await t.app.db
      .selectFrom('payouts')
      .selectAll()
      .where('tournament_id', '=', cup.id)
      .execute();
    expect(payouts.map((p) => [Number(p.place), Number(p.amount_paisa), p.status]).sort()).toEqual([
      [1, 500_000, 'sent'],
      [2, 200_000, 'sent'],
      [3, 100_000, 'sent'],
    ]);
    const gateway = t.app.engine.payouts as RecordingPayoutGateway;
    expect(
      gateway.sent.filter((s) => payouts.some((p) => `payout-${p.id}` === s.idempotencyKey)),
    ).toHaveLength(3);
    const sms = await t.app.db.selectFrom('sms_outbox').selectAll().execute();
    expect(
      sms.filter((x) => x.body.includes(`won ${cup.name}!`) && x.body.includes('Rs 5,000')),
    ).toHaveLength(1);

    // Paid places are final: a later operator call, for any place, is refused and pays nothing.
    const phone = `0${(await t.app.db.selectFrom('subscribers').select('phone').where('id', '=', Number(third.player2_id)).executeTakeFirstOrThrow()).phone.slice(2)}`;
    const again = await results(cup, [{ phone, place: 1 }]);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This tournament has ended; its results are final.');
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/operator/tournaments/${cup.id}/void`,
      headers: op,
    });
    expect(voided.statusCode).toBe(409);
    expect(await moneyBalanceOf(t.app.db, Number(third.player2_id))).toBe(0);
    expect(await walletsMatchLedgers(t.app)).toBe(true);
  });

  it('the shared rule splits third between both semi-final losers; no third-place match', async () => {
    const cup = await newCup(t, 10, { thirdPlace: 'shared', prizes: [900, 500, 301] });
    await playOut(t.app, cup, withDoubleNoShow());
    expect((await roundOf(t.app, cup.id, 3)).map((m) => m.kind)).toEqual([null]);
    const losers = (await roundOf(t.app, cup.id, 2)).map((m) => Number(m.player2_id));
    expect((await placeOf(cup, 3)).sort()).toEqual([...losers].sort());
    const got = await Promise.all(losers.map((id) => balanceOf(t.app.db, id)));
    expect(got.sort()).toEqual([150, 151]);
    for (const id of losers) expect(await moneyBalanceOf(t.app.db, id)).toBe(0);
    expect(await walletsMatchLedgers(t.app)).toBe(true);
  });

  it('a payout the gateway refuses is retried with backoff until it goes through', async () => {
    const gateway = t.app.engine.payouts as RecordingPayoutGateway;
    const cup = await newCup(t, 10, { currency: 'rupees', prizes: [50, 0, 0] });
    gateway.fail = 2;
    await playOut(t.app, cup, player1Wins(t.app));
    const payout = async () =>
      t.app.db
        .selectFrom('payouts')
        .selectAll()
        .where('tournament_id', '=', cup.id)
        .executeTakeFirstOrThrow();
    let p = await payout();
    expect(p).toMatchObject({ status: 'pending', last_error: 'payout gateway unavailable' });
    const tries = Number(p.attempts);
    const now = t.app.clock.now().getTime();
    await at(t.app, now + 30_000);
    expect(Number((await payout()).attempts)).toBe(tries);
    await at(t.app, Date.parse(p.next_attempt_at));
    await at(t.app, Date.parse((await payout()).next_attempt_at));
    p = await payout();
    expect(p).toMatchObject({ status: 'sent', gateway_ref: `DEMO-payout-${p.id}` });
    expect(Number(p.attempts)).toBe(3);
    expect(await moneyBalanceOf(t.app.db, Number(p.subscriber_id))).toBe(5000);
  });

  it('operator results pay each place once; the operator can void an unpaid tournament (refunds)', async () => {
    const cup = await newCup(t, 10, { fee: 30, prizes: [700, 200, 0] });
    await at(t.app, cup.start);
    const [a, b] = cup.players;
    const same = await results(cup, [
      { phone: a!.number, place: 1 },
      { phone: a!.number, place: 1 },
    ]);
    expect(same.statusCode).toBe(400);
    const paid = await results(cup, [
      { phone: a!.number, place: 1 },
      { phone: b!.number, place: 2 },
    ]);
    expect(json(paid)).toMatchObject({ data: { credited: 900, paidPaisa: 0 } });
    const second = await results(cup, [{ phone: b!.number, place: 1 }]);
    expect(second.statusCode).toBe(409);
    expect(await balanceOf(t.app.db, a!.id)).toBe(700);
    expect(await balanceOf(t.app.db, b!.id)).toBe(200);

    const other = await newCup(t, 10, { fee: 30 });
    await at(t.app, other.start);
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/operator/tournaments/${other.id}/void`,
      headers: op,
    });
    expect(voided.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 5, engine_state: 'void', is_running: 0 });
    for (const p of other.players) expect(await balanceOf(t.app.db, p.id)).toBe(30);
    expect(
      (await roundOf(t.app, other.id)).every((m) => m.status === 'finished' && m.winner_id === null),
    ).toBe(true);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/operator/tournaments/${other.id}/void`,
      headers: op,
    });
    expect(twice.statusCode).toBe(409);
    expect((await results(other, [{ phone: a!.number, place: 1 }])).statusCode).toBe(409);
    expect(await walletsMatchLedgers(t.app)).toBe(true);
  });

  it('a voided paid tournament gives each fee back without raising anyone’s leaderboard score', async () => {
    const cup = await newCup(t, 10, { fee: 30 });
    const ids = cup.players.map((p) => p.id);
    const scores = async () =>
      (
        await t.app.db
          .selectFrom('subscriber_totals')
          .select(['subscriber_id', 'score'])
          .where('subscriber_id', 'in', ids)
          .orderBy('subscriber_id')
          .execute()
      ).map((row) => Number(row.score));
    // Each player was given the fee (counted as earned) and paid it (never counted).
    expect(await scores()).toEqual(ids.map(() => 30));
    await at(t.app, cup.start);
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/operator/tournaments/${cup.id}/void`,
      headers: op,
    });
    expect(voided.statusCode).toBe(200);
    for (const id of ids) expect(await balanceOf(t.app.db, id)).toBe(30);
    expect(await scores()).toEqual(ids.map(() => 30));
  });
});
