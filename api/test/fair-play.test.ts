// Results the server can believe: an Aim Train pass earns only when the replay is of the issued
// seed, fits the wall-clock time since the level began and looks like a person's; a started level
// is the day's attempt; a Puzzle Mania pass earns only with moves that solve the issued board.
import { perfectClicks, playLevel } from '@portal/game-rules/aim-train';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../src/demo/games.ts';
import { machineConsistent, puzzleFloorMs } from '../src/lib/fair-play.ts';
import { aimLevel, levelCalls, personLikeReplay, puzzleSolution, puzzleTapsMs } from './fair-players.ts';
import { databases, json, startApp, type Session, type TestApp } from './helpers.ts';

const puzzle = (level: 1 | 2 | 3, extra: Record<string, unknown> = {}) => ({
  game_unique_id: 'puzzle-mania',
  game_name: 'Puzzle Mania',
  game_level: level,
  level_credits: [10, 15, 20][level - 1],
  ...extra,
});

describe.each(databases)('fair play (%s)', (kind) => {
  let t: TestApp;
  let calls: ReturnType<typeof levelCalls>;
  beforeAll(async () => {
    t = await startApp(kind);
    calls = levelCalls(t);
  });
  afterAll(async () => t.close());

  const credits = async (s: Session) =>
    json<{ data: { credits: number } }>(await t.call(s, { method: 'GET', url: '/api/v1/user/profile' })).data
      .credits;
  const seedOf = async (res: Promise<{ json(): unknown }>) =>
    ((await res).json() as { data: { seed: number } }).data.seed;
  const passedToday = async (s: Session, gameId: number, level: number) => {
    const list = json<{ data: { challenges: { game_level: number; makeEntry: number }[] } }>(
      await t.call(s, { method: 'POST', url: '/api/v1/challenges/game/all', payload: { id: gameId } }),
    );
    return list.data.challenges.find((c) => c.game_level === level)?.makeEntry === 1;
  };

  it('a scripted perfect Aim Train run (the public perfect player) earns nothing, even after waiting', async () => {
    const s = await t.login();
    const seed = await seedOf(calls.start(s, aimLevel(1)));
    expect((await calls.begin(s, aimLevel(1))).statusCode).toBe(200);
    const { replay, state } = playLevel(1, seed, perfectClicks);
    expect(state.status).toBe('passed');
    t.app.clock.advance(60_000);
    const res = await calls.result(
      s,
      aimLevel(1, { is_passed: '1', replay: { seed, inputs: replay.inputs } }),
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('We could not confirm this result, so it does not count.');
    // The attempt is spent: a person-like replay of the same level afterwards earns nothing either.
    const human = personLikeReplay(1, seed);
    const again = await calls.result(
      s,
      aimLevel(1, { is_passed: '1', replay: { seed, inputs: human.replay.inputs } }),
    );
    expect(again.statusCode).toBe(409);
    expect(await credits(s)).toBe(0);
    expect(await passedToday(s, GAME_IDS.aimTrain, 1)).toBe(false);
  });

  it('a person-like replay sent sooner than it can be played earns nothing', async () => {
    const s = await t.login();
    const seed = await seedOf(calls.start(s, aimLevel(2)));
    await calls.begin(s, aimLevel(2));
    const run = personLikeReplay(2, seed);
    t.app.clock.advance(run.durationMs / 2);
    const res = await calls.result(
      s,
      aimLevel(2, { is_passed: '1', replay: { seed, inputs: run.replay.inputs } }),
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('This result came sooner than the level can be played.');
    expect(await credits(s)).toBe(0);
  });

  it('a pass with no begin earns nothing', async () => {
    const s = await t.login();
    const seed = await seedOf(calls.start(s, aimLevel(3)));
    const run = personLikeReplay(3, seed);
    t.app.clock.advance(run.durationMs + 1000);
    const res = await calls.result(
      s,
      aimLevel(3, { is_passed: '1', replay: { seed, inputs: run.replay.inputs } }),
    );
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Start the level in the game first.');
    expect(await credits(s)).toBe(0);
  });

  it('a reload does not give a second Aim Train attempt: the second begin counts as failed', async () => {
    const s = await t.login();
    const seed = await seedOf(calls.start(s, aimLevel(4)));
    expect(await seedOf(calls.begin(s, aimLevel(4)))).toBe(seed);
    const reload = await calls.begin(s, aimLevel(4));
    expect(reload.statusCode).toBe(409);
    expect(json(reload).message).toBe('This level was already started: a restarted level counts as failed.');
    const run = personLikeReplay(4, seed);
    t.app.clock.advance(run.durationMs + 1000);
    const late = await calls.result(
      s,
      aimLevel(4, { is_passed: '1', replay: { seed, inputs: run.replay.inputs } }),
    );
    expect(late.statusCode).toBe(409);
    expect((await calls.start(s, aimLevel(4))).statusCode).toBe(409);
    expect((await calls.begin(s, aimLevel(4))).statusCode).toBe(409);
    expect(await credits(s)).toBe(0);
  });

  it('beginning a level closes the one still being played (no levels in parallel)', async () => {
    const s = await t.login();
    const seed5 = await seedOf(calls.start(s, aimLevel(5)));
    await calls.start(s, aimLevel(6));
    await calls.begin(s, aimLevel(5));
    await calls.begin(s, aimLevel(6));
    const run = personLikeReplay(5, seed5);
    t.app.clock.advance(run.durationMs + 1000);
    const res = await calls.result(
      s,
      aimLevel(5, { is_passed: '1', replay: { seed: seed5, inputs: run.replay.inputs } }),
    );
    expect(res.statusCode).toBe(409);
    expect(await credits(s)).toBe(0);
  });

  it('a person-like play that paused (phone turned upright, or the leave question open) earns its credits', async () => {
    const s = await t.login();
    const seed = await seedOf(calls.start(s, aimLevel(3)));
    await calls.begin(s, aimLevel(3));
    const run = personLikeReplay(3, seed);
    // The game stands still while paused: the replay's ticks are the same, the wall clock longer.
    t.app.clock.advance(run.durationMs + 10 * 60_000);
    const res = await calls.result(
      s,
      aimLevel(3, { is_passed: '1', replay: { seed, inputs: run.replay.inputs } }),
    );
    expect(res.statusCode).toBe(200);
    expect(await credits(s)).toBe(10);
  });

  it('a real-looking Aim Train play earns its 10 credits', async () => {
    const s = await t.login();
    const res = await calls.playAim(s, 8);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: 'Level 8 completed! 10 credits added.',
      data: { credited: 10 },
    });
    expect(await credits(s)).toBe(10);
    expect(await passedToday(s, GAME_IDS.aimTrain, 8)).toBe(true);
    const row = await t.app.db
      .selectFrom('level_plays')
      .select(['reaction_mean_ms', 'reaction_sd_ms'])
      .where('subscriber_id', '=', s.id)
      .where('level', '=', 8)
      .executeTakeFirstOrThrow();
    expect(Number(row.reaction_mean_ms)).toBeGreaterThan(250);
    expect(Number(row.reaction_sd_ms)).toBeGreaterThan(25);
  });

  it('a start-less Puzzle Mania pass, or one without solving moves, earns nothing', async () => {
    const s = await t.login();
    const bare = await calls.result(s, puzzle(1, { is_passed: '1' }));
    expect(bare.statusCode).toBe(409);
    expect(json(bare).message).toBe('Start the level first.');
    const seed = await seedOf(calls.start(s, puzzle(1)));
    const noMoves = await calls.result(s, puzzle(1, { is_passed: '1' }));
    expect(json(noMoves).message).toBe('A Puzzle Mania pass must carry its moves.');
    const wrong = await calls.result(
      s,
      puzzle(1, { is_passed: '1', moves: puzzleSolution(1, seed).slice(1) }),
    );
    expect(json(wrong).message).toBe('These moves do not solve the board within the allowed moves.');
    // A solution of another board (a seed of the player's choosing) does not solve the issued one.
    const other = puzzleSolution(1, seed + 1);
    if (other.join() !== puzzleSolution(1, seed).join())
      expect((await calls.result(s, puzzle(1, { is_passed: '1', moves: other }))).statusCode).toBe(400);
    expect(await credits(s)).toBe(0);
  });

  it('a Puzzle Mania pass sent sooner than a person could tap its moves earns nothing until that time has passed', async () => {
    const s = await t.login();
    const issued = Date.now();
    const seed = await seedOf(calls.start(s, puzzle(3)));
    const moves = puzzleSolution(3, seed);
    // A script that solves the issued board and answers at once (as fast as the api answers).
    const scripted = await calls.result(s, puzzle(3, { is_passed: '1', moves }));
    expect(scripted.statusCode).toBe(400);
    expect(json(scripted).message).toBe('This result came sooner than the level can be played.');
    // Half the taps' least time later is still too soon. Real time passes too: the premise is that
    // the test took less than the other half (the floor depends on the issued board's moves).
    const floor = puzzleFloorMs(moves.length);
    t.app.clock.advance(floor / 2);
    expect(json(await calls.result(s, puzzle(3, { is_passed: '1', moves }))).message).toBe(
      'This result came sooner than the level can be played.',
    );
    expect(Date.now() - issued).toBeLessThan(floor / 2);
    expect(await credits(s)).toBe(0);
    expect(await passedToday(s, GAME_IDS.puzzle, 3)).toBe(false);
    // The board stays in play: the same moves, at a person's pace, earn the level once.
    t.app.clock.advance(floor / 2);
    const ok = await calls.result(s, puzzle(3, { is_passed: '1', moves }));
    expect(json(ok)).toMatchObject({ data: { credited: 20, passed: true } });
    expect(await credits(s)).toBe(20);
    expect(await passedToday(s, GAME_IDS.puzzle, 3)).toBe(true);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('Puzzle Mania: a solved issued board earns once; the board is taken once; Reset issues a new one', async () => {
    const s = await t.login();
    const first = await seedOf(calls.start(s, puzzle(2)));
    const reset = await seedOf(calls.start(s, puzzle(2)));
    expect(reset).not.toBe(first);
    // Only the latest board counts: the first one's solution is refused.
    expect(
      (await calls.result(s, puzzle(2, { is_passed: '1', moves: puzzleSolution(2, first) }))).statusCode,
    ).toBe(400);
    const moves = puzzleSolution(2, reset);
    t.app.clock.advance(puzzleTapsMs(moves));
    const ok = await calls.result(s, puzzle(2, { is_passed: '1', moves }));
    expect(json(ok)).toMatchObject({ data: { credited: 15, passed: true } });
    expect((await calls.result(s, puzzle(2, { is_passed: '1', moves }))).statusCode).toBe(409);
    // Played again the same day after a pass: the new board earns no second credit, the pass stays.
    const again = await seedOf(calls.start(s, puzzle(2)));
    expect(json(await calls.result(s, puzzle(2, { is_passed: '0' })))).toMatchObject({
      data: { credited: 0 },
    });
    expect(again).toBeGreaterThan(0);
    expect(await passedToday(s, GAME_IDS.puzzle, 2)).toBe(true);
    expect(await credits(s)).toBe(15);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });
});

describe('per-subscriber statistics', () => {
  it('four passes with mean reactions within 3 ms of each other are a tuned bot, not a person', () => {
    expect(machineConsistent([301, 302, 300], 301)).toBe(true);
    expect(machineConsistent([301, 302], 301)).toBe(false);
    expect(machineConsistent([371, 378, 372], 376)).toBe(false);
  });
});
