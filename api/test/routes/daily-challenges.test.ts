import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../../src/demo/games.ts';
import {
  databases,
  gif,
  jpeg,
  json,
  multipart,
  OPERATOR_KEY,
  png,
  startApp,
  type Session,
  type TestApp,
} from '../helpers.ts';

describe.each(databases)('daily tasks: daily-challenges (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  it('lists daily games and today\u2019s challenge; an archived one reads archieved 1', async () => {
    const s = await t.login();
    const games = json<{ success: boolean; data: { gameId: number; name: string }[] }>(
      await t.call(s, { method: 'GET', url: '/api/v1/daily-challenges/games' }),
    );
    expect(games.success).toBe(true);
    expect(games.data.map((g) => g.name)).toContain('PUBG Mobile');
    const pubg = json<{ data: Record<string, unknown>[] }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/daily-challenges/challenges',
        payload: { gameId: GAME_IDS.pubg },
      }),
    );
    expect(pubg.data).toHaveLength(1);
    expect(pubg.data[0]).toMatchObject({
      entryStatus: 'Not submitted',
      entryChallengeId: null,
      archieved: 0,
    });
    expect(Object.keys(pubg.data[0] ?? {}).sort()).toEqual([
      'archieved',
      'challengeId',
      'challenge_thumbnail',
      'entryChallengeId',
      'entryStatus',
      'name',
      'nameUr',
      'prize',
    ]);
    const cr = json<{ data: Record<string, unknown>[] }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/daily-challenges/challenges',
        payload: { gameId: GAME_IDS.clashRoyale },
      }),
    );
    expect(cr.data[0]).toMatchObject({ archieved: 1 });
    // The selector marks the games without an open task today from the list itself.
    const marks = json<{ data: { gameId: number; task_today: number }[] }>(
      await t.call(s, { method: 'GET', url: '/api/v1/daily-challenges/games' }),
    ).data;
    expect(marks.find((g) => g.gameId === GAME_IDS.clashRoyale)?.task_today).toBe(0);
    expect(marks.find((g) => g.gameId === GAME_IDS.pubg)?.task_today).toBe(1);
    const unknown = await t.call(s, {
      method: 'POST',
      url: '/api/v1/daily-challenges/challenges',
      payload: { gameId: 12345 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  const todaysPubg = async (s: Session) =>
    json<{ data: { challengeId: number; prize: number; name: string }[] }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/daily-challenges/challenges',
        payload: { gameId: GAME_IDS.pubg },
      }),
    ).data[0] as { challengeId: number; prize: number; name: string };
  const submitDaily = (s: Session, challengeId: number, data?: Buffer, type = 'image/png') =>
    t.call(s, {
      method: 'POST',
      url: '/api/v1/daily-challenges/entry',
      ...multipart(
        { challengeId: String(challengeId) },
        data ? { field: 'entryImage', data, type } : undefined,
      ),
    });

  it('daily entry: 2,047,999 bytes accepted, 2,048,000 refused; bad files refused; nothing written', async () => {
    const s = await t.login();
    const c = await todaysPubg(s);
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('daily_entries')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('subscriber_id', '=', s.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const tooBig = await submitDaily(s, c.challengeId, png(2_048_000));
    expect(tooBig.statusCode).toBe(400);
    expect(json(tooBig).message).toBe('Image should be less than 2MB.');
    for (const [data, type] of [
      [gif(), 'image/png'],
      [Buffer.from('just some text, not an image'), 'image/png'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const res = await submitDaily(s, c.challengeId, data, type);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('Only PNG, JPG, and JPEG files are allowed.');
    }
    const missingFile = await submitDaily(s, c.challengeId);
    expect(missingFile.statusCode).toBe(400);
    const missingField = await t.call(s, {
      method: 'POST',
      url: '/api/v1/daily-challenges/entry',
      ...multipart({}, { field: 'entryImage', data: png(100) }),
    });
    expect(missingField.statusCode).toBe(400);
    const unknown = await submitDaily(s, 99999, png(100));
    expect(unknown.statusCode).toBe(404);
    expect(await count()).toBe(0);
    const ok = await submitDaily(s, c.challengeId, jpeg(2_047_999), 'application/octet-stream');
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({
      success: true,
      message: 'Image submitted successfully!',
      code: 'OK_IMAGE_SUBMITTED',
    });
    expect(await count()).toBe(1);
    const again = await submitDaily(s, c.challengeId, png(100));
    expect(again.statusCode).toBe(409);
    const after = await todaysPubg(s);
    expect(after).toMatchObject({ entryStatus: 'Submitted', entryChallengeId: c.challengeId });
    // The day's one entry is spent: another game's task says so, and names the challenge it went to.
    const freeFire = json<{ data: { challengeId: number; entryStatus: string; entryChallengeId: number }[] }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/daily-challenges/challenges',
        payload: { gameId: GAME_IDS.freefire },
      }),
    ).data[0];
    expect(freeFire?.challengeId).not.toBe(c.challengeId);
    expect(freeFire).toMatchObject({ entryStatus: 'Submitted', entryChallengeId: c.challengeId });
  });

  it('a game taken off the daily tasks refuses the task it had open, and nothing is written', async () => {
    const s = await t.login();
    const c = await todaysPubg(s);
    const offer = (on: number) =>
      t.app.db.updateTable('games').set({ daily_tasks: on }).where('id', '=', GAME_IDS.pubg).execute();
    await offer(0);
    try {
      const refused = await submitDaily(s, c.challengeId, png(100));
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toBe('This challenge is no longer active.');
      const rows = await t.app.db
        .selectFrom('daily_entries')
        .select('id')
        .where('subscriber_id', '=', s.id)
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await offer(1);
    }
    expect((await submitDaily(s, c.challengeId, png(100))).statusCode).toBe(200);
  });

  it('one daily entry per day under 20 simultaneous submissions', async () => {
    const s = await t.login();
    const c = await todaysPubg(s);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submitDaily(s, c.challengeId, png(2000))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const rows = await t.app.db
      .selectFrom('daily_entries')
      .selectAll()
      .where('subscriber_id', '=', s.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('operator approval credits the prize exactly once (20 simultaneous approvals); rejection keeps a reason', async () => {
    const s = await t.login();
    const c = await todaysPubg(s);
    expect((await submitDaily(s, c.challengeId, png(500))).statusCode).toBe(200);
    // Submitted and not yet reviewed: listed as waiting, with its game, and nothing credited.
    const waiting = json<{ data: Record<string, unknown>[] }>(
      await t.call(s, { method: 'POST', url: '/api/v1/completed-task/get' }),
    );
    expect(waiting.data).toEqual([
      expect.objectContaining({
        challenge_name: c.name,
        game: 'PUBG Mobile',
        status: 'pending',
        prize: c.prize,
      }),
    ]);
    const list = json<{ data: { id: number; kind: string; phone: string }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/operator/submissions?kind=daily',
        headers: { 'x-operator-key': OPERATOR_KEY },
      }),
    );
    const mine = list.data.find((e) => e.phone === `92${s.number.slice(1)}`);
    expect(mine).toBeDefined();
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/operator/submissions/daily/${mine?.id}/approve`,
    });
    expect(noKey.statusCode).toBe(401);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/operator/submissions/daily/${mine?.id}/approve`,
          headers: { 'x-operator-key': OPERATOR_KEY },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const profile = json<{ data: { credits: number; completed_tasks_total: number } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    );
    expect(profile.data).toMatchObject({ credits: c.prize, completed_tasks_total: 1 });
    const completed = json<{ data: Record<string, unknown>[] }>(
      await t.call(s, { method: 'POST', url: '/api/v1/completed-task/get' }),
    );
    expect(completed.data).toHaveLength(1);
    expect(Object.keys(completed.data[0] ?? {}).sort()).toEqual([
      'challenge_name',
      'challenge_uuid',
      'game',
      'gameUr',
      'nameUr',
      'prize',
      'reason',
      'status',
      'thumbnail',
    ]);
    expect(completed.data[0]).toMatchObject({
      challenge_name: c.name,
      game: 'PUBG Mobile',
      status: 'approved',
    });
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/operator/submissions/daily/${mine?.id}/reject`,
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { reason: 'late' },
    });
    expect(reject.statusCode).toBe(409);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('serves uploaded screenshots only as images with nosniff', async () => {
    const rows = await t.app.db
      .selectFrom('daily_entries')
      .select('image')
      .where('image', '!=', 'seed')
      .limit(1)
      .execute();
    const name = rows[0]?.image as string;
    const res = await t.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
    expect(res.statusCode).toBe(200);
    expect(['image/png', 'image/jpeg']).toContain(res.headers['content-type']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/evil.html' })).statusCode).toBe(404);
  });
});
