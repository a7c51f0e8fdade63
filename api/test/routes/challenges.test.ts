import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../../src/demo/games.ts';
import { aimLevel, levelCalls } from '../fair-players.ts';
import { databases, gif, jpeg, json, png, startApp, type Session, type TestApp } from '../helpers.ts';
import { staffTeam } from '../operator-helpers.ts';

describe.each(databases)('game challenges: challenges, challenge (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  it('game challenges: list, data-URL entry once per challenge, CLAIMED via makeEntry', async () => {
    const s = await t.login();
    const games = json<{ data: { gameId: number; game: string }[] }>(
      await t.call(s, { method: 'POST', url: '/api/v1/challenges/games' }),
    );
    expect(games.data.map((g) => g.game)).toEqual(
      expect.arrayContaining(['PUBG Mobile', 'Aim Train', 'Puzzle Mania']),
    );
    const all = json<{
      data: {
        game: { game: string };
        challenges: { challengeId: number; makeEntry: number; archived: number; prize: number }[];
      };
    }>(
      await t.call(s, { method: 'POST', url: '/api/v1/challenges/game/all', payload: { id: GAME_IDS.pubg } }),
    );
    expect(all.data.game.game).toBe('PUBG Mobile');
    const first = all.data.challenges[0] as { challengeId: number };
    const entry = (data: string, challengeId = first.challengeId, gameId: number = GAME_IDS.pubg) =>
      t.call(s, {
        method: 'POST',
        url: '/api/v1/challenge/entry',
        payload: { entryImage: data, gameId, challengeId },
      });
    const dataUrl = (buf: Buffer, type = 'image/png') => `data:${type};base64,${buf.toString('base64')}`;
    expect((await entry(dataUrl(png(2_048_000)))).statusCode).toBe(400);
    expect(json(await entry(dataUrl(gif()))).message).toBe('Only PNG, JPG, and JPEG files are allowed.');
    expect((await entry('not a data url')).statusCode).toBe(400);
    expect((await entry(dataUrl(png(100)), first.challengeId, GAME_IDS.freefire)).statusCode).toBe(404);
    const results = await Promise.all(Array.from({ length: 20 }, () => entry(dataUrl(png(20_000)))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      (await entry(dataUrl(jpeg(2_047_999), 'image/jpeg'), all.data.challenges[1]?.challengeId)).statusCode,
    ).toBe(200);
    const after = json<{ data: { challenges: { challengeId: number; makeEntry: number }[] } }>(
      await t.call(s, { method: 'POST', url: '/api/v1/challenges/game/all', payload: { id: GAME_IDS.pubg } }),
    );
    const claimed = after.data.challenges.find((c) => c.challengeId === first.challengeId);
    expect(claimed?.makeEntry).toBe(1);
    expect(after.data.challenges.at(-1)?.makeEntry).toBe(1);
    const aim = json<{
      data: { challenges: { challengeName: string; prize: number; game_level: number }[] };
    }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/challenges/game/all',
        payload: { id: GAME_IDS.aimTrain },
      }),
    );
    expect(aim.data.challenges).toHaveLength(25);
    expect(aim.data.challenges[0]).toMatchObject({ challengeName: 'Pass Level 1', prize: 10, game_level: 1 });
    const puzzle = json<{ data: { challenges: { prize: number }[] } }>(
      await t.call(s, {
        method: 'POST',
        url: '/api/v1/challenges/game/all',
        payload: { id: GAME_IDS.puzzle },
      }),
    );
    expect(puzzle.data.challenges.map((c) => c.prize)).toEqual([10, 15, 20]);
  });

  it('a game taken off the game challenges refuses a screenshot for its challenge', async () => {
    const s = await t.login();
    const listed = json<{ data: { challenges: { challengeId: number }[] } }>(
      await t.call(s, { method: 'POST', url: '/api/v1/challenges/game/all', payload: { id: GAME_IDS.pubg } }),
    ).data.challenges;
    const entry = () =>
      t.call(s, {
        method: 'POST',
        url: '/api/v1/challenge/entry',
        payload: {
          entryImage: `data:image/png;base64,${png(1_000).toString('base64')}`,
          gameId: GAME_IDS.pubg,
          challengeId: listed[0]?.challengeId,
        },
      });
    const offer = (on: number) =>
      t.app.db.updateTable('games').set({ challenges: on }).where('id', '=', GAME_IDS.pubg).execute();
    await offer(0);
    try {
      const refused = await entry();
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toBe('This challenge is no longer active.');
    } finally {
      await offer(1);
    }
    expect((await entry()).statusCode).toBe(200);
  });

  it("the list names each entry's review state: pending, then approved or rejected", async () => {
    const { moderator } = await staffTeam(t);
    const [a, b] = [await t.login(), await t.login()];
    type Listed = { challengeId: number; makeEntry: number; entryStatus: string | null };
    const listOf = async (s: Session, id: number = GAME_IDS.pubg) =>
      json<{ data: { challenges: Listed[] } }>(
        await t.call(s, { method: 'POST', url: '/api/v1/challenges/game/all', payload: { id } }),
      ).data.challenges;
    const [first, second] = await listOf(a);
    expect([first?.entryStatus, second?.entryStatus]).toEqual([null, null]);
    const png64 = `data:image/png;base64,${png(1_000).toString('base64')}`;
    for (const s of [a, b])
      for (const c of [first, second])
        expect(
          (
            await t.call(s, {
              method: 'POST',
              url: '/api/v1/challenge/entry',
              payload: { entryImage: png64, gameId: GAME_IDS.pubg, challengeId: c?.challengeId },
            })
          ).statusCode,
        ).toBe(200);
    const queue = json<{ data: { id: number; phone: string; challenge: { id: number } }[] }>(
      await moderator.call('GET', `/submissions?kind=challenge&gameId=${GAME_IDS.pubg}`),
    ).data;
    const entryOf = (s: Session, c?: Listed) =>
      queue.find((e) => e.phone === `92${s.number.slice(1)}` && e.challenge.id === c?.challengeId)?.id;
    const review = (verb: string, id?: number) =>
      moderator.call(
        'POST',
        `/submissions/challenge/${id}/${verb}`,
        verb === 'reject' ? { reason: 'No' } : {},
      );
    expect((await review('approve', entryOf(a, first))).statusCode).toBe(200);
    expect((await review('reject', entryOf(a, second))).statusCode).toBe(200);
    const status = (list: Listed[], c?: Listed) =>
      list.find((l) => l.challengeId === c?.challengeId)?.entryStatus;
    const listA = await listOf(a);
    expect([status(listA, first), status(listA, second)]).toEqual(['approved', 'rejected']);
    const listB = await listOf(b);
    expect([status(listB, first), status(listB, second)]).toEqual(['pending', 'pending']);
    // A level challenge is claimed by playing: it has no entry to review.
    expect((await listOf(a, GAME_IDS.aimTrain)).every((c) => c.entryStatus === null)).toBe(true);
  });

  it('the level list says which Aim Train levels cannot be played again today (playedToday)', async () => {
    const s = await t.login();
    const calls = levelCalls(t);
    type Listed = { game_level: number; makeEntry: number; playedToday?: number };
    const listOf = async (id: number) =>
      json<{ data: { challenges: Listed[] } }>(
        await t.call(s, { method: 'POST', url: '/api/v1/challenges/game/all', payload: { id } }),
      ).data.challenges;
    const level = (list: Listed[], n: number) => list.find((c) => c.game_level === n);
    // Level 5 begun and left (a second begin closes it as failed), level 6 started and never begun
    // (left while the game loaded: not played, it can be started again), level 7 passed.
    expect((await calls.start(s, aimLevel(5))).statusCode).toBe(200);
    expect((await calls.begin(s, aimLevel(5))).statusCode).toBe(200);
    expect((await calls.begin(s, aimLevel(5))).statusCode).toBe(409);
    expect((await calls.start(s, aimLevel(6))).statusCode).toBe(200);
    expect((await calls.playAim(s, 7)).statusCode).toBe(200);
    const aim = await listOf(GAME_IDS.aimTrain);
    expect(level(aim, 5)).toMatchObject({ makeEntry: 0, playedToday: 1 });
    expect(level(aim, 6)).toMatchObject({ makeEntry: 0, playedToday: 0 });
    expect(level(aim, 7)).toMatchObject({ makeEntry: 1, playedToday: 0 });
    expect(level(aim, 8)).toMatchObject({ makeEntry: 0, playedToday: 0 });
    expect((await calls.start(s, aimLevel(5))).statusCode).toBe(409);
    expect((await calls.start(s, aimLevel(6))).statusCode).toBe(200);
    // Puzzle Mania draws a new board on every start: a level started and not solved stays playable.
    const puzzleLevel = {
      game_unique_id: 'puzzle-mania',
      game_name: 'Puzzle Mania',
      game_level: 1,
      level_credits: 10,
    };
    expect((await calls.start(s, puzzleLevel)).statusCode).toBe(200);
    expect(level(await listOf(GAME_IDS.puzzle), 1)).toMatchObject({ makeEntry: 0, playedToday: 0 });
  });
});
