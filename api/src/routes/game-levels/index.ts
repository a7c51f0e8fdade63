import {
  GameLevelBeginRequest,
  GameLevelResultRequest,
  GameLevelResultResponse,
  GameLevelStartRequest,
  GameLevelStartResponse,
} from '@portal/contracts';
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connect.ts';
import { MESSAGES, badRequest, conflict, notFound, said, withValues } from '../../lib/errors.ts';
import { AIM_TRAIN, aimResult, fail, playKey, puzzleResult, type PlayKey } from '../../lib/level-results.ts';
import {
  failOtherBegunLevels,
  findLevel,
  findPlay,
  insertPlay,
  markBegun,
  restartPlay,
} from '../../levels/repository.ts';
import { userOf } from '../../plugins/auth.ts';

async function levelOf(app: FastifyInstance, uniqueId: string, level: number, credits: number) {
  const row = await findLevel(app.db, uniqueId, level);
  if (!row) throw notFound(MESSAGES.UNKNOWN_GAME_LEVEL);
  if (row.archived) throw badRequest(MESSAGES.LEVEL_NOT_AVAILABLE);
  if (Number(row.prize) !== credits) throw badRequest(MESSAGES.LEVEL_CREDITS_MISMATCH);
  return { gameId: Number(row.gameId), prize: Number(row.prize) };
}

/** A fresh seed for a play (31 bits, so it fits an integer column on both databases). */
const issueSeed = () => randomInt(1, 2 ** 31);

/**
 * Play-start: Aim Train once per level per day; Puzzle Mania issues a new board each time. An Aim
 * Train play started and never begun (the page was left while the game loaded, or the phone was
 * held upright under the rotate notice) was not played: starting it again answers the seed it was
 * issued, so no one can draw seeds until an easy one comes.
 */
async function startPlay(app: FastifyInstance, play: PlayKey, aim: boolean): Promise<number> {
  const seed = issueSeed();
  const values = { ...play, seed, at: app.nowIso() };
  if (!aim) {
    // A replay after a failure (or for fun after a pass) gets a new board; the day's result stays.
    await restartPlay(app.db, values);
    return seed;
  }
  try {
    await insertPlay(app.db, values);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const row = await findPlay(app.db, play);
    if (row && row.began_at === null && row.result === null) return Number(row.seed);
    throw conflict(MESSAGES.PLAYED_TODAY);
  }
  return seed;
}

/**
 * The game page begins the Aim Train level once: a second begin (a reload, a second tab) closes
 * the play as failed, and beginning one level closes any other level still being played.
 */
async function beginAim(app: FastifyInstance, play: PlayKey): Promise<number> {
  const now = app.nowIso();
  const row = await findPlay(app.db, play);
  if (!row) throw conflict(MESSAGES.START_FIRST);
  if (row.result !== null) throw conflict(MESSAGES.PLAYED_TODAY);
  if (!(await markBegun(app.db, play, now))) {
    await fail(app.db, play, now);
    throw conflict(MESSAGES.AIM_RESTARTED);
  }
  await failOtherBegunLevels(app.db, play, now);
  return Number(row.seed);
}

/** 'Level 3 completed! 10 credits added.', 'Level 3 completed!' or 'Level 3 failed!'. */
function levelOutcome(level: number, passed: boolean, credited: number) {
  if (!passed) return withValues(MESSAGES.OK_LEVEL_FAILED, { level });
  return credited
    ? withValues(MESSAGES.OK_LEVEL_CREDITED, { level, credits: credited })
    : withValues(MESSAGES.OK_LEVEL_COMPLETED, { level });
}

export const levelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/game-levels/start',
    {
      schema: {
        response: { 200: GameLevelStartResponse },
        tags: ['game levels'],
        summary:
          'Play-start for an Aim Train or Puzzle Mania level: answers the seed the level is played with (Aim Train: once per level per calendar day; Puzzle Mania: a new board each time)',
        body: GameLevelStartRequest,
      },
    },
    async (request) => {
      const b = request.body;
      const level = await levelOf(app, b.game_unique_id, b.game_level, b.level_credits);
      const play = playKey(userOf(request).id, level.gameId, b.game_level, app.today());
      const seed = await startPlay(app, play, b.game_unique_id === AIM_TRAIN);
      return {
        success: true,
        ...said(MESSAGES.OK_GAME_STARTED),
        data: { seed },
      } satisfies GameLevelStartResponse;
    },
  );

  app.post(
    '/v1/game-levels/begin',
    {
      schema: {
        response: { 200: GameLevelStartResponse },
        tags: ['game levels'],
        summary:
          'The Aim Train page begins the started level (once: a second begin counts the level as failed); answers its seed',
        body: GameLevelBeginRequest,
      },
    },
    async (request) => {
      const b = request.body;
      if (b.game_unique_id !== AIM_TRAIN) throw badRequest(MESSAGES.ONLY_AIM_TRAIN_BEGUN);
      const level = await levelOf(app, b.game_unique_id, b.game_level, b.level_credits);
      const seed = await beginAim(app, playKey(userOf(request).id, level.gameId, b.game_level, app.today()));
      return {
        success: true,
        ...said(MESSAGES.OK_LEVEL_STARTED),
        data: { seed },
      } satisfies GameLevelStartResponse;
    },
  );

  app.post(
    '/v1/game-levels/result',
    {
      schema: {
        response: { 200: GameLevelResultResponse },
        tags: ['game levels'],
        summary:
          'Level result: a pass credits the level once per calendar day when the server believes it (Aim Train: the replay, re-simulated and judged human; Puzzle Mania: the moves, replayed on the issued board)',
        body: GameLevelResultRequest,
      },
    },
    async (request) => {
      const b = request.body;
      const level = await levelOf(app, b.game_unique_id, b.game_level, b.level_credits);
      const today = app.today();
      const play = playKey(userOf(request).id, level.gameId, b.game_level, today);
      const passed = b.is_passed === '1';
      const credited =
        b.game_unique_id === AIM_TRAIN
          ? await aimResult(app, play, b, level.prize)
          : await puzzleResult(app, play, b, level.prize);
      const outcome = levelOutcome(b.game_level, passed, credited);
      return {
        success: true,
        ...said(outcome),
        data: { credited, passed },
      } satisfies GameLevelResultResponse;
    },
  );
};
