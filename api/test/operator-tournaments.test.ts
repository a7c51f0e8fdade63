import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { staffClient, type StaffClient } from './operator-helpers.ts';
import { newCup } from './tournament-helpers.ts';

// Tournaments from the console: voiding refunds every fee once and texts the players (the texts
// are listed for the tournament); a disputed match is settled by staff through the engine, until
// the tournament ends.

describe.each(databases)('operator tournaments (%s)', (kind) => {
  let t: TestApp;
  let moderator: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind);
    moderator = await staffClient(t, 'moderator');
  });
  afterAll(async () => t.close());

  const balance = async (id: number) =>
    Number(
      (
        await t.app.db
          .selectFrom('wallets')
          .select('balance')
          .where('subscriber_id', '=', id)
          .executeTakeFirst()
      )?.balance ?? 0,
    );

  it('voids a tournament: every fee back once, the players texted, the texts listed', async () => {
    const cup = await newCup(t, 3, { game: 'PUBG Mobile', fee: 40 });
    for (const p of cup.players) expect(await balance(p.id)).toBe(0);
    const support = await staffClient(t, 'support');
    expect((await support.call('POST', `/tournaments/${cup.id}/void`)).statusCode).toBe(403);
    expect((await moderator.call('POST', `/tournaments/${cup.id}/void`)).statusCode).toBe(200);
    expect((await moderator.call('POST', `/tournaments/${cup.id}/void`)).statusCode).toBe(409);
    for (const p of cup.players) expect(await balance(p.id)).toBe(40);
    expect(await t.ledgerMatchesWallets()).toBe(true);
    const sms = json<{ data: { phone: string; body: string }[] }>(
      await support.call('GET', `/tournaments/${cup.id}/sms`),
    ).data;
    expect(sms.map((m) => m.phone).sort()).toEqual(cup.players.map((p) => `92${p.number.slice(1)}`).sort());
    expect(sms[0]?.body).toBe(
      `PlayZone: ${cup.name} was cancelled by the organiser. Your entry fee has been refunded.`,
    );
    const detail = json<{ data: { status: number; registrations: number } }>(
      await support.call('GET', `/tournaments/${cup.id}`),
    ).data;
    expect(detail).toMatchObject({ status: 5, registrations: 3 });
  });

  it('gives back what each player paid, and keeps the fee once anyone has paid it', async () => {
    const cup = await newCup(t, 2, { game: 'PUBG Mobile', fee: 40 });
    const refused = await moderator.call('PATCH', `/tournaments/${cup.id}`, { entryFee: 1000 });
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(
      'Players have joined this tournament; its entry fee can no longer change.',
    );
    // A fee that changed after the players paid (stored before this rule): the refund is what each
    // one paid, 40, not the fee as it stands.
    await t.app.db.updateTable('tournaments').set({ entry_fee: 1000 }).where('id', '=', cup.id).execute();
    expect((await moderator.call('POST', `/tournaments/${cup.id}/void`)).statusCode).toBe(200);
    for (const p of cup.players) expect(await balance(p.id)).toBe(40);
    const lowered = await newCup(t, 1, { game: 'PUBG Mobile', fee: 100 });
    await t.app.db.updateTable('tournaments').set({ entry_fee: 0 }).where('id', '=', lowered.id).execute();
    expect((await moderator.call('POST', `/tournaments/${lowered.id}/void`)).statusCode).toBe(200);
    expect(await balance(lowered.players[0]!.id)).toBe(100);
    expect(await t.ledgerMatchesWallets()).toBe(true);
    // Before anyone has joined the fee may still change.
    const empty = await newCup(t, 0, { game: 'PUBG Mobile', fee: 40 });
    expect((await moderator.call('PATCH', `/tournaments/${empty.id}`, { entryFee: 60 })).statusCode).toBe(
      200,
    );
  });

  it('shows a disputed match and settles it once', async () => {
    const cup = await newCup(t, 2, { game: 'PUBG Mobile' });
    const [a, b] = cup.players as [(typeof cup.players)[0], (typeof cup.players)[0]];
    const created = await moderator.call('POST', `/tournaments/${cup.id}/matches`, {
      round: 1,
      player1: a.number,
      player2: b.number,
    });
    const matchId = json<{ data: { id: number } }>(created).data.id;
    for (const p of [a, b])
      await t.app.db
        .insertInto('match_reports')
        .values({
          match_id: matchId,
          subscriber_id: p.id,
          kind: 'result',
          result_flag: '1',
          created_at: t.app.nowIso(),
        })
        .execute();
    const matches = json<{ data: { id: number; disputed: boolean; reports: unknown[] }[] }>(
      await moderator.call('GET', `/tournaments/${cup.id}/matches`),
    ).data;
    expect(matches.find((m) => m.id === matchId)).toMatchObject({ disputed: true, reports: [{}, {}] });
    const outsider = await t.login();
    expect(
      (await moderator.call('POST', `/matches/${matchId}/result`, { winner: outsider.number })).statusCode,
    ).toBe(400);
    expect(
      (await moderator.call('POST', `/matches/${matchId}/result`, { winner: b.number })).statusCode,
    ).toBe(200);
    expect(
      (await moderator.call('POST', `/matches/${matchId}/result`, { winner: a.number })).statusCode,
    ).toBe(409);
    const after = json<{ data: { id: number; winner: string; disputed: boolean; result_source: string }[] }>(
      await moderator.call('GET', `/tournaments/${cup.id}/matches`),
    ).data.find((m) => m.id === matchId);
    expect(after).toMatchObject({
      winner: `92${b.number.slice(1)}`,
      disputed: false,
      result_source: 'operator',
    });
  });

  it('settles no match once the tournament has ended: its results are final', async () => {
    const cup = await newCup(t, 2, { game: 'PUBG Mobile' });
    const [a, b] = cup.players as [(typeof cup.players)[0], (typeof cup.players)[0]];
    const matchId = json<{ data: { id: number } }>(
      await moderator.call('POST', `/tournaments/${cup.id}/matches`, {
        round: 1,
        player1: a.number,
        player2: b.number,
      }),
    ).data.id;
    const ended = await moderator.call('POST', `/tournaments/${cup.id}/results`, {
      places: [{ phone: a.number, place: 1 }],
    });
    expect(ended.statusCode).toBe(200);
    const late = await moderator.call('POST', `/matches/${matchId}/result`, { winner: b.number });
    expect(late.statusCode).toBe(409);
    expect(json<{ message: string }>(late).message).toBe('This tournament has ended; its results are final.');
    const match = json<{ data: { id: number; winner: string | null; status: string }[] }>(
      await moderator.call('GET', `/tournaments/${cup.id}/matches`),
    ).data.find((m) => m.id === matchId);
    expect(match).toMatchObject({ winner: null, status: 'scheduled' });
  });
});
