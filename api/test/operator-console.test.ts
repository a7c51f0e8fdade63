import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../src/demo/games.ts';
import { databases, json, multipart, png, startApp, type Session, type TestApp } from './helpers.ts';
import { staffClient, type StaffClient } from './operator-helpers.ts';

// The operator console's resources as staff use them, checked by what the subscriber then sees:
// balances, ledgers, the completed-task list, the tournament list, the audit log.

interface Audit {
  actor: string;
  action: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
}

describe.each(databases)('operator console (%s)', (kind) => {
  let t: TestApp;
  let admin: StaffClient;
  let moderator: StaffClient;
  let support: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind);
    [admin, moderator, support] = await Promise.all([
      staffClient(t, 'admin'),
      staffClient(t, 'moderator'),
      staffClient(t, 'support'),
    ]);
  });
  afterAll(async () => t.close());

  const credits = async (s: Session) =>
    json<{ data: { credits: number } }>(await t.call(s, { method: 'GET', url: '/api/v1/user/profile' })).data
      .credits;
  const audit = async (action: string) =>
    json<{ data: Audit[] }>(await admin.call('GET', `/audit?action=${action}`)).data;

  it('grants and deducts credits with a reason: one ledger entry each, audited with before/after', async () => {
    const s = await t.login();
    const grant = await admin.call('POST', `/subscribers/${s.id}/credits`, {
      delta: 250,
      reason: 'Lost prize, ticket 42',
    });
    expect(json(grant)).toMatchObject({ success: true, data: { before: 0, after: 250 } });
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
    expect(
      (await admin.call('POST', `/subscribers/${s.id}/credits`, { delta: -50, reason: 'correction' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.call('POST', `/subscribers/${s.id}/credits`, { delta: 5, reason: '  ' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.call('POST', `/subscribers/${s.id}/credits`, { delta: 0, reason: 'nothing' })).statusCode,
    ).toBe(400);
    const ledger = json<{ data: { delta: number; reason: string }[] }>(
      await support.call('GET', `/subscribers/${s.id}/ledger`),
    ).data;
    expect(ledger.map((l) => [l.delta, l.reason])).toEqual([
      [-50, 'staff-deduct'],
      [250, 'staff-grant'],
    ]);
    expect(await credits(s)).toBe(200);
    // One request id per form: a double-sent grant moves the credits once.
    const requestId = '7f0c1a52-3d4e-4b6f-9a1b-2c3d4e5f6a7b';
    const twice = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.call('POST', `/subscribers/${s.id}/credits`, { delta: 30, reason: 'Retry-safe', requestId }),
      ),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await credits(s)).toBe(230);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('lists the games for the console\u2019s filters', async () => {
    const games = json<{ data: { id: number; name: string }[] }>(await support.call('GET', '/games')).data;
    expect(games.find((g) => g.id === GAME_IDS.pubg)?.name).toBe('PUBG Mobile');
  });

  const redeem = async (s: Session, item = 1) => {
    const uuid = json<{ data: { uuid: string } }>(
      await t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item } }),
    ).data.uuid;
    const claimed = await t.call(s, {
      method: 'POST',
      url: '/api/v1/redeem-claim',
      payload: { item, uuid, name: 'Ali Raza', email: 'ali@example.com', pubgId: '51234567' },
    });
    expect(claimed.statusCode).toBe(200);
    const list = json<{ data: { id: number; uuid: string }[] }>(
      await support.call('GET', `/redemptions?number=${s.number}`),
    ).data;
    return list.find((r) => r.uuid === uuid)?.id as number;
  };

  it('fulfils one redemption step by step and refunds another once, even under concurrent calls', async () => {
    const s = await t.login();
    await t.grant(s.id, 1500);
    const first = await redeem(s);
    const second = await redeem(s);
    expect(await credits(s)).toBe(500);
    const listed = json<{ data: { contact: unknown; status: string; reward: { name: string } }[] }>(
      await support.call('GET', `/redemptions?number=${s.number}`),
    ).data;
    expect(listed[0]).toMatchObject({
      status: 'requested',
      reward: { name: 'PUBG Mobile 60 UC' },
      contact: { name: 'Ali Raza', email: 'ali@example.com', pubgId: '51234567' },
    });
    expect(
      (await support.call('POST', `/redemptions/${first}/status`, { status: 'fulfilled' })).statusCode,
    ).toBe(409);
    expect(
      (await support.call('POST', `/redemptions/${first}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    const done = await support.call('POST', `/redemptions/${first}/status`, { status: 'fulfilled' });
    expect(json(done)).toMatchObject({ data: { status: 'fulfilled' } });
    expect((await support.call('POST', `/redemptions/${first}/cancel`, { reason: 'late' })).statusCode).toBe(
      409,
    );

    const calls = await Promise.all(
      Array.from({ length: 8 }, () =>
        support.call('POST', `/redemptions/${second}/cancel`, { reason: 'Out of stock' }),
      ),
    );
    expect(calls.map((c) => c.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await credits(s)).toBe(1000);
    const refunds = await t.app.db
      .selectFrom('ledger')
      .select('delta')
      .where('subscriber_id', '=', s.id)
      .where('reason', '=', 'redemption-refund')
      .execute();
    expect(refunds.map((r) => Number(r.delta))).toEqual([500]);
    expect(await t.ledgerMatchesWallets()).toBe(true);
    const mine = json<{ data: { status: string }[] }>(
      await t.call(s, { method: 'GET', url: '/api/v1/redemptions' }),
    ).data;
    expect(mine.map((r) => r.status).sort()).toEqual(['fulfilled', 'refunded']);
    const [entry] = await audit('redemption.refund');
    expect(entry).toMatchObject({
      before: { status: 'requested' },
      after: { status: 'refunded', reason: 'Out of stock', credits: 500 },
    });

    const csv = await support.call('GET', `/redemptions/export.csv?number=${s.number}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,created,subscriber,reward,credits,name,email,phone,pubg_id,status,reason');
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('"refunded"'))).toContain('"Out of stock"');
  });

  const submitDaily = async (s: Session) => {
    const c = json<{ data: { challengeId: number; prize: number }[] }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/daily-challenges/challenges',
        payload: { gameId: GAME_IDS.pubg },
      }),
    ).data[0] as { challengeId: number; prize: number };
    const res = await t.call(s, {
      method: 'POST',
      url: '/api/v1/daily-challenges/entry',
      ...multipart(
        { challengeId: String(c.challengeId) },
        { field: 'entryImage', data: png(500), type: 'image/png' },
      ),
    });
    expect(res.statusCode).toBe(200);
    const queue = json<{ data: { id: number; phone: string; game: { id: number }; image: string }[] }>(
      await moderator.call('GET', `/submissions?kind=daily&gameId=${GAME_IDS.pubg}`),
    ).data;
    const mine = queue.find((e) => e.phone === `92${s.number.slice(1)}`);
    expect(mine?.image).toMatch(/^\/api\/uploads\//);
    return { id: mine?.id as number, prize: c.prize };
  };
  const completed = async (s: Session) =>
    json<{ data: { status: string; reason: string | null; prize: number }[] }>(
      await t.call(s, { method: 'POST', url: '/api/v1/completed-task/get' }),
    ).data;

  it('approve and reject show in the subscriber\u2019s completed tasks, with the reason', async () => {
    const a = await t.login();
    const b = await t.login();
    const approved = await submitDaily(a);
    const rejected = await submitDaily(b);
    const overview = json<{ data: { entriesWaiting: number } }>(await support.call('GET', '/overview')).data;
    expect(overview.entriesWaiting).toBeGreaterThanOrEqual(2);
    expect(json(await moderator.call('POST', `/submissions/daily/${approved.id}/approve`))).toMatchObject({
      data: { credited: approved.prize },
    });
    const reason = 'The screenshot does not show the match result.';
    expect(
      (await moderator.call('POST', `/submissions/daily/${rejected.id}/reject`, { reason })).statusCode,
    ).toBe(200);
    expect((await moderator.call('POST', `/submissions/daily/${rejected.id}/approve`)).statusCode).toBe(409);
    expect(await completed(a)).toEqual([
      expect.objectContaining({ status: 'approved', reason: null, prize: approved.prize }),
    ]);
    expect(await completed(b)).toEqual([expect.objectContaining({ status: 'rejected', reason })]);
    expect(await credits(a)).toBe(approved.prize);
    expect(await credits(b)).toBe(0);
    const rejectedList = json<{ data: { id: number; reason: string }[] }>(
      await moderator.call('GET', '/submissions?status=Rejected'),
    ).data;
    expect(rejectedList.find((e) => e.id === rejected.id)?.reason).toBe(reason);
    const [entry] = await audit('submission.reject');
    expect(entry).toMatchObject({
      target: `daily-entry:${rejected.id}`,
      before: { status: 'Submitted' },
      after: { status: 'Rejected', reason },
    });
  });

  it('creates a tournament that subscribers see, edits it, and locks fees once it starts', async () => {
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const created = await moderator.call('POST', '/tournaments', {
      name: 'Operator Friday Cup',
      gameId: GAME_IDS.pubg,
      esl: false,
      timeStart: start,
      prize: 900,
      entryFee: 50,
      rules: 'Best of one. Screenshots of the result.',
    });
    expect(created.statusCode).toBe(200);
    const id = json<{ data: { id: number } }>(created).data.id;
    const s = await t.login();
    const seen = json<{ data: { id: number; tourn_name: string }[] }>(
      await t.call(s, { method: 'GET', url: '/api/v1/tournaments/all' }),
    ).data;
    expect(seen.find((x) => Number(x.id) === id)?.tourn_name).toBe('Operator Friday Cup');
    const edit = await moderator.call('PATCH', `/tournaments/${id}`, {
      name: 'Operator Saturday Cup',
      entryFee: 75,
    });
    expect(json(edit)).toMatchObject({
      data: { name: 'Operator Saturday Cup', entryFee: 75, rules: 'Best of one. Screenshots of the result.' },
    });
    expect((await moderator.call('PATCH', `/tournaments/${id}`, { timeEnd: start })).statusCode).toBe(400);
    t.app.clock.set(new Date(Date.parse(start) + 60_000));
    try {
      const late = await moderator.call('PATCH', `/tournaments/${id}`, { entryFee: 10 });
      expect(late.statusCode).toBe(409);
      expect(
        (await moderator.call('PATCH', `/tournaments/${id}`, { rules: 'Updated rules' })).statusCode,
      ).toBe(200);
    } finally {
      t.app.clock.set(new Date());
    }
    expect(
      (
        await support.call('POST', '/tournaments', {
          name: 'X',
          gameId: 1,
          esl: false,
          timeStart: start,
          prize: 1,
        })
      ).statusCode,
    ).toBe(403);
    const detail = json<{ data: { registrations: number; rules: string } }>(
      await support.call('GET', `/tournaments/${id}`),
    ).data;
    expect(detail).toMatchObject({ registrations: 0, rules: 'Updated rules' });
    const [entry] = await audit('tournament.update');
    expect(entry).toMatchObject({ target: `tournament:${id}`, after: { rules: 'Updated rules' } });
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

  it('lists the SMS outbox and sends a failed text again, once', async () => {
    const s = await t.login();
    const texts = json<{ data: { id: number; body: string; status: string }[] }>(
      await support.call('GET', `/messages/sms?number=${s.number}`),
    ).data;
    expect(texts[0]?.body).toMatch(/Your PlayZone code is \d{6}/);
    const id = texts[0]?.id as number;
    await t.app.db
      .updateTable('sms_outbox')
      .set({ status: 'failed', attempts: 3, last_error: 'gateway timeout' })
      .where('id', '=', id)
      .execute();
    expect((await moderator.call('POST', `/messages/sms/${id}/retry`)).statusCode).toBe(403);
    expect(json(await support.call('POST', `/messages/sms/${id}/retry`))).toMatchObject({
      data: { status: 'queued' },
    });
    expect((await support.call('POST', `/messages/sms/${id}/retry`)).statusCode).toBe(409);
    expect((await support.call('GET', '/messages/payouts?status=failed')).statusCode).toBe(200);
    const overview = json<{
      data: { signUps: number; activeSubscribers: number; series: { days: string[]; signUps: number[] } };
    }>(await support.call('GET', '/overview')).data;
    expect(overview.series.days).toHaveLength(14);
    expect(overview.signUps).toBeGreaterThanOrEqual(6);
    expect(overview.series.signUps.at(-1)).toBe(overview.signUps);
    expect(overview.activeSubscribers).toBeGreaterThanOrEqual(overview.signUps - 1);
  });
});
