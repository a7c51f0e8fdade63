import { playLevel } from '@portal/game-rules/aim-train';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../src/demo/games.ts';
import { levelCalls, personLikeReplay, puzzleSolution, puzzleTapsMs } from './fair-players.ts';
import { databases, json, startApp, type Session, type TestApp } from './helpers.ts';

const aim = (level: number, extra: Record<string, unknown> = {}) => ({
  game_unique_id: 'aim-train',
  game_name: 'Aim Train',
  game_level: level,
  level_credits: 10,
  ...extra,
});
const puzzle = (level: number, credits: number, extra: Record<string, unknown> = {}) => ({
  game_unique_id: 'puzzle-mania',
  game_name: 'Puzzle Mania',
  game_level: level,
  level_credits: credits,
  ...extra,
});

/** A person-like replay of `seed` that passes the level. */
const passing = (level: number, seed: number) => {
  const { inputs } = personLikeReplay(level, seed).replay;
  return { is_passed: '1', replay: { seed, inputs } };
};

describe.each(databases)('game levels, ESL games and highlights (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  const credits = async (s: Session) =>
    json<{ data: { credits: number } }>(await t.call(s, { method: 'GET', url: '/api/v1/user/profile' })).data
      .credits;
  const start = (s: Session, body: object) =>
    t.call(s, { method: 'POST', url: '/api/v1/game-levels/start', payload: body });
  const result = (s: Session, body: object) =>
    t.call(s, { method: 'POST', url: '/api/v1/game-levels/result', payload: body });
  /** Play-start of an Aim Train level; answers the seed the api issued for it. */
  const startAim = async (s: Session, level: number) => {
    const res = await start(s, aim(level));
    expect(res.statusCode).toBe(200);
    return json<{ data: { seed: number } }>(res).data.seed;
  };
  /** The game page begins the level, and the level's playing time passes on the api's clock. */
  const beginAim = async (s: Session, level: number) => {
    expect((await levelCalls(t).begin(s, aim(level))).statusCode).toBe(200);
    t.app.clock.advance(35_000);
  };

  it('Aim Train: a level is played once per calendar day and credits 10 once', async () => {
    const s = await t.login();
    expect((await result(s, aim(1, passing(1, 7)))).statusCode).toBe(409);
    const first = await start(s, aim(1));
    const { seed } = json<{ data: { seed: number } }>(first).data;
    expect(json(first)).toEqual({
      success: true,
      message: 'Game started',
      code: 'OK_GAME_STARTED',
      data: { seed },
    });
    expect(Number.isInteger(seed) && seed >= 1 && seed < 2 ** 31).toBe(true);
    // Started and not begun (the page left while the game loaded): the same play, the same seed.
    const again = await start(s, aim(1));
    expect(again.statusCode).toBe(200);
    expect(json<{ data: { seed: number } }>(again).data.seed).toBe(seed);
    await beginAim(s, 1);
    const second = await start(s, aim(1));
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toBe('You have already played this level today. Come back tomorrow!');
    const results = await Promise.all(Array.from({ length: 20 }, () => result(s, aim(1, passing(1, seed)))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await credits(s)).toBe(10);
    const list = json<{ data: { challenges: { game_level: number; makeEntry: number }[] } }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/challenges/game/all',
        payload: { id: GAME_IDS.aimTrain },
      }),
    );
    expect(list.data.challenges.find((c) => c.game_level === 1)?.makeEntry).toBe(1);
    expect(list.data.challenges.at(-1)?.game_level).toBe(1);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('Aim Train: the next day the level can be played and credited again', async () => {
    const s0 = await t.login();
    const seed0 = await startAim(s0, 2);
    await beginAim(s0, 2);
    expect((await result(s0, aim(2, passing(2, seed0)))).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: 24 * 3600_000 } });
    try {
      const s = await t.login({ number: s0.number });
      const seed = await startAim(s, 2);
      expect(seed).not.toBe(seed0);
      await beginAim(s, 2);
      expect((await result(s, aim(2, passing(2, seed)))).statusCode).toBe(200);
      expect(await credits(s)).toBe(20);
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: -24 * 3600_000 } });
    }
  });

  it('Aim Train: a pass with a replay is re-simulated; a replay that fails is refused and spends the attempt', async () => {
    const s = await t.login();
    const seed3 = await startAim(s, 3);
    await beginAim(s, 3);
    const good = personLikeReplay(3, seed3).replay;
    const res = await result(s, aim(3, { is_passed: '1', replay: { seed: good.seed, inputs: good.inputs } }));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ data: { credited: 10, passed: true } });
    const seed4 = await startAim(s, 4);
    await beginAim(s, 4);
    const bad = playLevel(4, seed4, () => []).replay;
    const refused = await result(
      s,
      aim(4, { is_passed: '1', replay: { seed: bad.seed, inputs: bad.inputs } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ success: false });
    // The refused pass closed the play: a passing replay of the same seed afterwards earns nothing.
    expect((await result(s, aim(4, passing(4, seed4)))).statusCode).toBe(409);
    expect(await credits(s)).toBe(10);
    // A pass without any replay is refused as malformed, and the play stays open for a real result.
    const seed5 = await startAim(s, 5);
    await beginAim(s, 5);
    const bare = await result(s, aim(5, { is_passed: '1' }));
    expect(bare.statusCode).toBe(400);
    expect(json(bare)).toMatchObject({ success: false, message: 'An Aim Train pass must carry its replay.' });
    expect(await credits(s)).toBe(10);
    expect((await result(s, aim(5, passing(5, seed5)))).statusCode).toBe(200);
    expect(await credits(s)).toBe(20);
  });

  it('Aim Train: a perfect replay of any other seed than the one issued is refused', async () => {
    const s = await t.login();
    const seed = await startAim(s, 7);
    await beginAim(s, 7);
    // A replay prepared in advance, of a seed of the player's choosing, passes the level by itself.
    const prepared = passing(7, seed === 7 ? 8 : 7);
    const refused = await result(s, aim(7, prepared));
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      success: false,
      message: 'This replay is not of the level that was started.',
    });
    expect(await credits(s)).toBe(0);
    // The play stays open: the real game's replay of the issued seed is credited.
    expect((await result(s, aim(7, passing(7, seed)))).statusCode).toBe(200);
    expect(await credits(s)).toBe(10);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('a failed level credits nothing; wrong credits and unknown levels are refused', async () => {
    const s = await t.login();
    await start(s, aim(5));
    const fail = await result(s, aim(5, { is_passed: '0' }));
    expect(json(fail)).toMatchObject({ success: true, data: { credited: 0, passed: false } });
    expect((await start(s, aim(6, { level_credits: 1000 }))).statusCode).toBe(400);
    expect((await start(s, aim(26))).statusCode).toBe(404);
    expect((await start(s, { ...aim(1), game_unique_id: 'nope' })).statusCode).toBe(404);
    expect((await result(s, aim(6, { is_passed: 'yes' }))).statusCode).toBe(400);
    expect((await start(s, { game_name: 'Aim Train' })).statusCode).toBe(400);
    expect(await credits(s)).toBe(0);
  });

  it('Puzzle Mania: levels credit 10, 15 and 20 once per day; a failure can be retried', async () => {
    const s = await t.login();
    const board = async (level: number, credits: number) =>
      json<{ data: { seed: number } }>(await start(s, puzzle(level, credits))).data.seed;
    await board(2, 15);
    expect(json(await result(s, puzzle(2, 15, { is_passed: '0' })))).toMatchObject({ data: { credited: 0 } });
    const seed2 = await board(2, 15);
    const moves = puzzleSolution(2, seed2);
    t.app.clock.advance(puzzleTapsMs(moves));
    const passes = await Promise.all(
      Array.from({ length: 20 }, () => result(s, puzzle(2, 15, { is_passed: '1', moves }))),
    );
    expect(passes.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(passes.filter((r) => json<{ data?: { credited: number } }>(r).data?.credited === 15)).toHaveLength(
      1,
    );
    const seed1 = await board(1, 10);
    t.app.clock.advance(puzzleTapsMs(puzzleSolution(1, seed1)));
    await result(s, puzzle(1, 10, { is_passed: '1', moves: puzzleSolution(1, seed1) }));
    const seed3 = await board(3, 20);
    t.app.clock.advance(puzzleTapsMs(puzzleSolution(3, seed3)));
    await result(s, puzzle(3, 20, { is_passed: '1', moves: puzzleSolution(3, seed3) }));
    expect(await credits(s)).toBe(45);
    expect((await result(s, puzzle(3, 10, { is_passed: '1' }))).statusCode).toBe(400);
    const completed = json<{ data: unknown[] }>(
      await t.call(s, { method: 'POST', url: '/api/v1/completed-task/get' }),
    );
    expect(completed.data).toHaveLength(3);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('ESL games: check, enter and exit', async () => {
    const s = await t.login();
    const check = json<{
      success: boolean;
      data: {
        eslgames: { game_name: string; game_status: number; game_unique_id: string; gameId: number }[];
      };
    }>(await t.call(s, { method: 'GET', url: '/api/v1/esl-games/check' }));
    expect(check.success).toBe(true);
    const cannon = check.data.eslgames.find((g) => g.game_name === 'Cannon Clash');
    expect(cannon).toMatchObject({ game_status: 1, game_unique_id: 'cannon-clash' });
    expect(check.data.eslgames.some((g) => g.game_status !== 1)).toBe(true);
    const enter = json<{ data: { sessionId: string } }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/esl-games/enter',
        payload: { gameId: cannon?.gameId, game_name: 'Cannon Clash' },
      }),
    );
    expect(enter.data.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const exit = await t.call(s, {
      method: 'POST',
      url: '/api/v1/esl-games/exit',
      payload: { gameId: cannon?.gameId, game_name: 'Cannon Clash', sessionId: enter.data.sessionId },
    });
    expect(json(exit)).toMatchObject({ success: true, data: { sessionId: enter.data.sessionId } });
    expect(
      (
        await t.call(s, {
          method: 'POST',
          url: '/api/v1/esl-games/exit',
          payload: { gameId: cannon?.gameId, game_name: 'Cannon Clash', sessionId: enter.data.sessionId },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(s, {
          method: 'POST',
          url: '/api/v1/esl-games/enter',
          payload: { gameId: GAME_IDS.minecraft, game_name: 'Minecraft' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('highlights: games, all videos and one game\u2019s videos', async () => {
    const s = await t.login();
    const games = json<{ success: boolean; data: { id: number; gameId: number; game: string }[] }>(
      await t.call(s, { method: 'GET', url: '/api/v1/youtube-videos/games' }),
    );
    expect(games.success).toBe(true);
    expect(games.data.length).toBeGreaterThan(2);
    const videos = json<{ data: Record<string, unknown>[] }>(
      await t.call(s, { method: 'GET', url: '/api/v1/youtube-videos' }),
    );
    expect(Object.keys(videos.data[0] ?? {}).sort()).toEqual([
      'game',
      'gameUr',
      'id',
      'link',
      'thumbnail',
      'title',
      'titleUr',
    ]);
    const cannon = json<{ data: { game: string }[] }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/youtube-videos/game-videos',
        payload: { gameId: GAME_IDS.cannon },
      }),
    );
    expect(cannon.data.length).toBeGreaterThan(0);
    expect(cannon.data.every((v) => v.game === 'Cannon Clash')).toBe(true);
    const none = json<{ data: unknown[] }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/youtube-videos/game-videos',
        payload: { gameId: GAME_IDS.puzzle },
      }),
    );
    expect(none.data).toEqual([]);
    expect(
      (
        await t.call(s, {
          method: 'POST',
          url: '/api/v1/youtube-videos/game-videos',
          payload: { gameId: 4040 },
        })
      ).statusCode,
    ).toBe(404);
  });
});
