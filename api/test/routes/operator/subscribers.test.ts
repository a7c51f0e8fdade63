import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, startApp, type Session, type TestApp } from '../../helpers.ts';
import { move } from '../../../src/lib/ledger.ts';
import { auditOf, creditsOf, staffTeam, type StaffClient } from '../../operator-helpers.ts';

// The operator console's resources as staff use them, checked by what the subscriber then sees:
// balances, ledgers, the completed-task list, the tournament list, the audit log.

describe.each(databases)('operator console: subscribers (%s)', (kind) => {
  let t: TestApp;
  let admin: StaffClient;
  let support: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind);
    ({ admin, support } = await staffTeam(t));
  });
  afterAll(async () => t.close());

  const credits = (s: Session) => creditsOf(t, s);
  const audit = (action: string) => auditOf(admin, action);

  it('grants and deducts credits with a reason: one ledger entry each, audited with before/after', async () => {
    const s = await t.login();
    const grant = await admin.call('POST', `/subscribers/${s.id}/credits`, {
      delta: 250,
      reason: 'Lost prize, ticket 42',
    });
    expect(json(grant)).toMatchObject({
      success: true,
      message: 'Granted 250 credits.',
      data: { before: 0, after: 250 },
    });
    expect(await credits(s)).toBe(250);
    const [entry] = await audit('credits.grant');
    expect(entry).toMatchObject({
      actor: expect.stringMatching(/^admin/),
      target: `subscriber:${s.id}`,
      before: { credits: 0 },
      after: { credits: 250, delta: 250, reason: 'Lost prize, ticket 42' },
    });
    const tooMuch = await admin.call('POST', `/subscribers/${s.id}/credits`, {
      delta: -251,
      reason: 'correction',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(json(tooMuch).message).toBe('Cannot deduct 251 credits: the balance is 250.');
    const far = await admin.call('POST', `/subscribers/${s.id}/credits`, { delta: -99_999, reason: 'typo' });
    expect(json(far).message).toBe('Cannot deduct 99,999 credits: the balance is 250.');
    expect(
      (await admin.call('POST', `/subscribers/${s.id}/credits`, { delta: -50, reason: 'correction' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.call('POST', `/subscribers/${s.id}/credits`, { delta: 5, reason: '  ' })).statusCode,
    ).toBe(400);
    // Spaces around too few characters are no reason either: nothing moves, nothing is audited.
    for (const reason of ['   ', ' ok  ', '\u00a0\u00a0\u00a0\u00a0']) {
      const blank = await admin.call('POST', `/subscribers/${s.id}/credits`, { delta: 5, reason });
      expect(blank.statusCode).toBe(400);
      expect(json(blank).message).toBe('A reason of at least 3 characters is required');
    }
    expect(
      (await admin.call('POST', `/subscribers/${s.id}/credits`, { delta: 0, reason: 'nothing' })).statusCode,
    ).toBe(400);
    // Each staff row carries the reason typed for it; other rows have none.
    await t.grant(s.id, 7);
    const ledger = json<{ data: { delta: number; reason: string; note: string | null }[] }>(
      await support.call('GET', `/subscribers/${s.id}/ledger`),
    ).data;
    expect(ledger.map((l) => [l.delta, l.reason, l.note])).toEqual([
      [7, 'test-grant', null],
      [-50, 'staff-deduct', 'correction'],
      [250, 'staff-grant', 'Lost prize, ticket 42'],
    ]);
    expect(await credits(s)).toBe(207);
    // One request id per form: a double-sent grant moves the credits once.
    const requestId = '7f0c1a52-3d4e-4b6f-9a1b-2c3d4e5f6a7b';
    const twice = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.call('POST', `/subscribers/${s.id}/credits`, { delta: 30, reason: 'Retry-safe', requestId }),
      ),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await credits(s)).toBe(237);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('suspends a subscriber (every sign-in ends) and restores them', async () => {
    const s = await t.login();
    expect(
      (await support.call('POST', `/subscribers/${s.id}/suspend`, { reason: 'Fraud check' })).statusCode,
    ).toBe(200);
    expect((await t.call(s, { method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(401);
    const again = await t.login({ number: s.number }).catch((e: Error) => e);
    expect(again).toBeInstanceOf(Error);
    const found = json<{ data: { id: number; suspended: boolean }[] }>(
      await support.call('GET', `/subscribers?number=${s.number}`),
    ).data;
    expect(found).toEqual([expect.objectContaining({ id: s.id, suspended: true })]);
    expect((await support.call('POST', `/subscribers/${s.id}/restore`)).statusCode).toBe(200);
    const back = await t.login({ number: s.number });
    expect((await t.call(back, { method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(200);
    const profile = json<{ data: { suspendedAt: string | null; subscription: { status: string } } }>(
      await support.call('GET', `/subscribers/${s.id}`),
    ).data;
    expect(profile).toMatchObject({
      suspendedAt: null,
      subscription: { status: expect.stringMatching(/trial|active/) },
    });
  });

  it('lists the tournaments a subscriber entered with what their state is made of', async () => {
    const s = await t.login();
    const start = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const created = await admin.call('POST', '/tournaments', {
      name: 'Entered Cup',
      gameId: 1,
      esl: true,
      timeStart: start,
      prize: 100,
    });
    const { id } = json<{ data: { id: number } }>(created).data;
    const checkin = { method: 'POST' as const, url: '/api/v1/esl/tournament/entry/checkin', payload: { id } };
    expect((await t.call(s, checkin)).statusCode).toBe(200);
    const entered = async () =>
      json<{ data: Record<string, unknown>[] }>(await support.call('GET', `/subscribers/${s.id}/tournaments`))
        .data;
    expect(await entered()).toEqual([
      expect.objectContaining({ id, name: 'Entered Cup', status: 1, isRunning: false, engineState: null }),
    ]);
    expect((await entered())[0]).toMatchObject({
      timeStart: start,
      timeEnd: expect.any(String),
      checkedIn: true,
    });
    expect((await admin.call('POST', `/tournaments/${id}/void`)).statusCode).toBe(200);
    expect((await entered())[0]).toMatchObject({ status: 5, isRunning: false, engineState: 'void' });
  });

  it("names what a ledger row's key points at: a tournament's fee and refund, a redemption by # and reward", async () => {
    const s = await t.login();
    await t.grant(s.id, 100);
    const created = await admin.call('POST', '/tournaments', {
      name: 'Winter Cup',
      gameId: 1,
      esl: true,
      timeStart: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      prize: 100,
      entryFee: 30,
    });
    const { id } = json<{ data: { id: number } }>(created).data;
    const checkin = { method: 'POST' as const, url: '/api/v1/esl/tournament/entry/checkin', payload: { id } };
    expect((await t.call(s, checkin)).statusCode).toBe(200);
    expect((await admin.call('POST', `/tournaments/${id}/void`)).statusCode).toBe(200);
    const redemption = await t.app.db
      .selectFrom('redemptions as r')
      .innerJoin('rewards as w', 'w.id', 'r.reward_id')
      .select(['r.id', 'r.uuid', 'w.name'])
      .executeTakeFirstOrThrow();
    const moveOnce = (refKey: string) =>
      t.app.db
        .transaction()
        .execute((tx) =>
          move(tx, { subscriberId: s.id, delta: -1, reason: 'redemption', refKey, at: t.app.nowIso() }),
        );
    await moveOnce(`redeem:${redemption.uuid}`);
    await moveOnce('tournament-fee:999999');
    const ledger = json<{ data: { refKey: string | null; subject: unknown }[] }>(
      await support.call('GET', `/subscribers/${s.id}/ledger`),
    ).data;
    expect(ledger.map((l) => [l.refKey, l.subject])).toEqual([
      ['tournament-fee:999999', null],
      [`redeem:${redemption.uuid}`, { id: Number(redemption.id), name: redemption.name }],
      [`tournament-refund:${id}`, { id, name: 'Winter Cup' }],
      [`tournament-fee:${id}`, { id, name: 'Winter Cup' }],
      [null, null],
    ]);
  });
});
