import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../../src/demo/games.ts';
import { databases, json, startApp, type Session, type TestApp } from '../helpers.ts';

const DAY = 24 * 3600_000;

describe.each(databases)('streak: active-streak, update-daily-streak, user/game (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  const streak = async (s: Session) =>
    json<{ data: Record<string, unknown> }>(await t.call(s, { method: 'GET', url: '/api/v1/active-streak' }))
      .data;
  const claim = (s: Session) => t.call(s, { method: 'POST', url: '/api/v1/update-daily-streak' });

  it('claims the streak once per day under 20 simultaneous claims', async () => {
    const s = await t.login();
    expect(await streak(s)).toEqual({
      active_streak: 1,
      streak_to_claim: 1,
      amount_to_claim: 15,
      rewardClaimed: false,
      gameId: null,
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(s)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(json(r)).toMatchObject({ success: false });
    }
    const profile = json<{ data: { credits: number } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    );
    expect(profile.data.credits).toBe(15);
    expect(await streak(s)).toMatchObject({ active_streak: 1, rewardClaimed: true, streak_to_claim: 2 });
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('advances day by day, resets after a missed day and after day 30', async () => {
    let s = await t.login();
    let advanced = 0;
    // Tokens live 15 minutes: log in again after moving the clock.
    const advance = async (ms: number) => {
      await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: ms } });
      s = await t.login({ number: s.number });
    };
    try {
      expect((await claim(s)).statusCode).toBe(200);
      await advance(DAY);
      advanced += DAY;
      expect(await streak(s)).toMatchObject({ active_streak: 2, amount_to_claim: 20, rewardClaimed: false });
      const day = json<{ data: Record<string, unknown> }>(
        await t.call(s, { method: 'GET', url: '/api/v1/user/day-data' }),
      ).data;
      expect(day).toEqual({ active_streak: 2, gameId: null, active_day: 2 });
      expect((await claim(s)).statusCode).toBe(200);
      await advance(2 * DAY);
      advanced += 2 * DAY;
      expect(await streak(s)).toMatchObject({ active_streak: 1 });
      for (let d = 1; d <= 30; d++) {
        expect((await claim(s)).statusCode).toBe(200);
        await advance(DAY);
        advanced += DAY;
      }
      expect(await streak(s)).toMatchObject({ active_streak: 1, amount_to_claim: 15 });
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: -advanced } });
    }
  });

  it('selects the daily-task game', async () => {
    const s = await t.login();
    const bad = await t.call(s, { method: 'POST', url: '/api/v1/user/game', payload: { gameId: 999 } });
    expect(bad.statusCode).toBe(404);
    const wrongType = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/game',
      payload: { gameId: 'pubg' },
    });
    expect(wrongType.statusCode).toBe(400);
    const ok = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/game',
      payload: { gameId: GAME_IDS.pubg },
    });
    expect(json(ok)).toMatchObject({ success: true, data: { gameId: GAME_IDS.pubg } });
    expect(await streak(s)).toMatchObject({ gameId: GAME_IDS.pubg });
  });
});
