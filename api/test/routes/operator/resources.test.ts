import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../../../src/demo/games.ts';
import { codeText, hideSignInCode } from '../../../src/lib/sign-in.ts';
import { databases, json, multipart, png, startApp, type Session, type TestApp } from '../../helpers.ts';
import { auditOf, creditsOf, staffTeam, type StaffClient } from '../../operator-helpers.ts';

// The operator console's resources as staff use them, checked by what the subscriber then sees:
// balances, ledgers, the completed-task list, the tournament list, the audit log.

describe.each(databases)('operator console: games, submissions, tournaments, messages (%s)', (kind) => {
  let t: TestApp;
  let admin: StaffClient;
  let moderator: StaffClient;
  let support: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind);
    ({ admin, moderator, support } = await staffTeam(t));
  });
  afterAll(async () => t.close());

  const credits = (s: Session) => creditsOf(t, s);
  const audit = (action: string) => auditOf(admin, action);

  it('lists the games for the console\u2019s filters', async () => {
    const games = json<{ data: { id: number; name: string }[] }>(await support.call('GET', '/games')).data;
    expect(games.find((g) => g.id === GAME_IDS.pubg)?.name).toBe('PUBG Mobile');
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
      message: `Approved; ${approved.prize} credits added.`,
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
    const moved = await moderator.call('PATCH', `/tournaments/${id}`, {
      timeStart: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(json(moved)).toMatchObject({ success: false, message: 'The start must be in the future.' });
    const second = await moderator.call('PATCH', `/tournaments/${id}`, { secondPrize: 901 });
    expect(second.statusCode).toBe(400);
    expect(
      (await moderator.call('PATCH', `/tournaments/${id}`, { prize: 1200, secondPrize: 901 })).statusCode,
    ).toBe(200);
    expect(json(await moderator.call('GET', `/tournaments/${id}`))).toMatchObject({
      data: { prize: 1200, secondPrize: 901, timeStart: start },
    });
    // A row stored before the prize order rule is still edited in its other fields.
    await t.app.db.updateTable('tournaments').set({ second_prize: 5000 }).where('id', '=', id).execute();
    expect(
      (await moderator.call('PATCH', `/tournaments/${id}`, { rules: 'Best of three.' })).statusCode,
    ).toBe(200);
    expect((await moderator.call('PATCH', `/tournaments/${id}`, { thirdPrize: 1 })).statusCode).toBe(400);
    await t.app.db.updateTable('tournaments').set({ second_prize: 901 }).where('id', '=', id).execute();
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

  it('hides the code of a sign-in text in either language, and nothing else', () => {
    expect(hideSignInCode(codeText('012345', 'ur'))).toBe(codeText('••••••', 'ur'));
    expect(hideSignInCode(codeText('987654'))).toBe(codeText('••••••'));
    const room = 'Your match: Room ID 123456, password 654321. Good luck!';
    expect(hideSignInCode(room)).toBe(room);
  });

  it('lists the SMS outbox and sends a failed text again, once', async () => {
    const s = await t.login();
    const texts = json<{ data: { id: number; body: string; status: string }[] }>(
      await support.call('GET', `/messages/sms?number=${s.number}`),
    ).data;
    // Staff never read a sign-in code (it would sign them in as the subscriber); the gateway
    // sends the text with its code.
    expect(texts[0]?.body).toBe(
      'Your PlayZone code is ••••••. It expires in 5 minutes. Do not share it with anyone.',
    );
    const id = texts[0]?.id as number;
    const sent = await t.app.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(sent?.body).toMatch(/^Your PlayZone code is \d{6}\. /);
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
