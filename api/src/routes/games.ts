import { randomInt, randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type {
  EslGameSessionResponse,
  EslGamesResponse,
  GameLevelResultResponse,
  GameLevelStartResponse,
  HighlightGamesResponse,
  VideosResponse,
} from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/connect.ts';
import { verifyAimTrainReplay } from '../lib/aim-replay.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { Id, Int } from '../lib/limits.ts';
import { move } from '../lib/ledger.ts';
import { userOf } from '../plugins/auth.ts';

export const AIM_TRAIN = 'aim-train';
export const PLAYED_TODAY = 'You have already played this level today. Come back tomorrow!';

const levelBody = {
  game_unique_id: Type.String({ minLength: 1, maxLength: 64 }),
  game_name: Type.String({ maxLength: 64 }),
  game_level: Type.Integer({ minimum: 1, maximum: 100 }),
  level_credits: Int(),
};

async function findLevel(app: FastifyInstance, uniqueId: string, level: number, credits: number) {
  const row = await app.db
    .selectFrom('games as g')
    .innerJoin('game_challenges as c', 'c.game_id', 'g.id')
    .select(['g.id as gameId', 'g.game_unique_id', 'c.prize', 'c.archived'])
    .where('g.game_unique_id', '=', uniqueId)
    .where('c.level', '=', level)
    .executeTakeFirst();
  if (!row) throw notFound('Unknown game level');
  if (row.archived) throw badRequest('This level is not available.');
  if (Number(row.prize) !== credits) throw badRequest('level_credits does not match the level');
  return { gameId: Number(row.gameId), prize: Number(row.prize) };
}

export const AIM_PASS_NEEDS_REPLAY = 'An Aim Train pass must carry its replay.';
export const AIM_REPLAY_WRONG_SEED = 'This replay is not of the level that was started.';

/** Aim Train arena units: far outside the arena, never beyond what a number column holds. */
const Coordinate = Type.Number({ minimum: -100_000, maximum: 100_000 });

/** One subscriber's play of one level on one day (the table's unique key). */
const playKey = (subscriberId: number, gameId: number, level: number, day: string) => ({
  subscriber_id: subscriberId,
  game_id: gameId,
  level,
  day,
});

/** A fresh seed for an Aim Train play (31 bits, so it fits an integer column on both databases). */
const issueSeed = () => randomInt(1, 2 ** 31);

export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/game-levels/start',
    {
      schema: {
        tags: ['game levels'],
        summary:
          'Play-start for an Aim Train or Puzzle Mania level (Aim Train: once per level per calendar day; the answer carries the seed the level is played with)',
        body: Type.Object(levelBody),
      },
    },
    async (request) => {
      const user = userOf(request);
      const b = request.body;
      const level = await findLevel(app, b.game_unique_id, b.game_level, b.level_credits);
      if (b.game_unique_id !== AIM_TRAIN) {
        return { success: true, message: 'Game started' } satisfies GameLevelStartResponse;
      }
      // The api, not the page, picks the level's seed: a pass must replay this very seed, so a
      // replay recorded or searched for in advance is refused.
      const seed = issueSeed();
      try {
        await app.db
          .insertInto('level_plays')
          .values({
            ...playKey(user.id, level.gameId, b.game_level, app.today()),
            started_at: app.nowIso(),
            result: null,
            reported_at: null,
            seed,
          })
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(PLAYED_TODAY);
        throw err;
      }
      return { success: true, message: 'Game started', data: { seed } } satisfies GameLevelStartResponse;
    },
  );

  app.post(
    '/v1/game-levels/result',
    {
      schema: {
        tags: ['game levels'],
        summary:
          'Level result: a pass credits the level once per calendar day (an Aim Train pass carries its replay, which is re-simulated)',
        body: Type.Object({
          ...levelBody,
          is_passed: Type.Union([Type.Literal('1'), Type.Literal('0')]),
          replay: Type.Optional(
            Type.Object({
              seed: Id(),
              inputs: Type.Array(Type.Object({ tick: Int(), x: Coordinate, y: Coordinate }), {
                maxItems: 20_000,
              }),
            }),
          ),
        }),
      },
    },
    async (request) => {
      const user = userOf(request);
      const b = request.body;
      const level = await findLevel(app, b.game_unique_id, b.game_level, b.level_credits);
      const today = app.today();
      const now = app.nowIso();
      const aim = b.game_unique_id === AIM_TRAIN;
      const passed = b.is_passed === '1';
      const play = playKey(user.id, level.gameId, b.game_level, today);
      // An Aim Train pass is believed only when its replay is of the seed issued at play-start and,
      // re-simulated here, passes the level.
      if (passed && aim) {
        if (!b.replay) throw badRequest(AIM_PASS_NEEDS_REPLAY);
        const started = await app.db
          .selectFrom('level_plays')
          .select('seed')
          .where((eb) => eb.and(play))
          .where('result', 'is', null)
          .executeTakeFirst();
        if (started?.seed != null && Number(started.seed) !== b.replay.seed)
          throw badRequest(AIM_REPLAY_WRONG_SEED);
        const problem = verifyAimTrainReplay(b.game_level, b.replay);
        if (problem) throw badRequest(problem);
      }
      const credited = await app.db.transaction().execute(async (tx) => {
        if (aim) {
          const updated = await tx
            .updateTable('level_plays')
            .set({ result: b.is_passed, reported_at: now })
            .where((eb) => eb.and(play))
            .where('result', 'is', null)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0)
            throw conflict('Start the level first: each Aim Train level is played once per day.');
        } else {
          await tx
            .insertInto('level_plays')
            .values({ ...play, started_at: now, result: b.is_passed, reported_at: now })
            .onConflict((oc) => oc.columns(['subscriber_id', 'game_id', 'level', 'day']).doNothing())
            .execute();
          if (passed) {
            await tx
              .updateTable('level_plays')
              .set({ result: '1', reported_at: now })
              .where((eb) => eb.and(play))
              .where('result', '!=', '1')
              .execute();
          }
        }
        if (!passed) return 0;
        const ok = await move(tx, {
          subscriberId: user.id,
          delta: level.prize,
          reason: 'game-level',
          refKey: `level:${b.game_unique_id}:${b.game_level}:${today}`,
          at: now,
        });
        return ok ? level.prize : 0;
      });
      const message = passed
        ? credited
          ? `Level ${b.game_level} completed! ${credited} credits added.`
          : `Level ${b.game_level} completed!`
        : `Level ${b.game_level} failed!`;
      return { success: true, message, data: { credited, passed } } satisfies GameLevelResultResponse;
    },
  );

  app.get(
    '/v1/esl-games/check',
    { schema: { tags: ['esl games'], summary: 'ESL games (game_status 1 = active)' } },
    async () => {
      const rows = await app.db
        .selectFrom('games')
        .select(['id', 'name', 'game_unique_id', 'game_status', 'thumbnail'])
        .where('is_esl', '=', 1)
        .orderBy('sort')
        .execute();
      return {
        success: true,
        data: {
          eslgames: rows.map((g) => ({
            gameId: Number(g.id),
            game_name: g.name,
            game_unique_id: g.game_unique_id ?? '',
            game_status: Number(g.game_status),
            thumbnail: g.thumbnail,
          })),
        },
      } satisfies EslGamesResponse;
    },
  );

  const sessionBody = Type.Object({
    gameId: Id(),
    game_name: Type.String({ maxLength: 64 }),
    sessionId: Type.Optional(Type.String({ maxLength: 64 })),
  });

  app.post(
    '/v1/esl-games/enter',
    {
      schema: {
        tags: ['esl games'],
        summary: 'Open a play session of an ESL game; returns sessionId',
        body: sessionBody,
      },
    },
    async (request) => {
      const user = userOf(request);
      const game = await app.db
        .selectFrom('games')
        .select(['id', 'game_status'])
        .where('id', '=', request.body.gameId)
        .where('is_esl', '=', 1)
        .executeTakeFirst();
      if (!game) throw notFound('Unknown game');
      if (Number(game.game_status) !== 1) throw badRequest('This game is not active.');
      const sessionId = randomUUID();
      await app.db
        .insertInto('esl_sessions')
        .values({
          id: sessionId,
          subscriber_id: user.id,
          game_id: request.body.gameId,
          started_at: app.nowIso(),
          ended_at: null,
        })
        .execute();
      return { success: true, data: { sessionId } } satisfies EslGameSessionResponse;
    },
  );

  app.post(
    '/v1/esl-games/exit',
    {
      schema: {
        tags: ['esl games'],
        summary: 'Close a play session (the given sessionId, else the latest open one of that game)',
        body: sessionBody,
      },
    },
    async (request) => {
      const user = userOf(request);
      let q = app.db
        .selectFrom('esl_sessions')
        .select(['id', 'started_at'])
        .where('subscriber_id', '=', user.id)
        .where('game_id', '=', request.body.gameId)
        .where('ended_at', 'is', null);
      if (request.body.sessionId) q = q.where('id', '=', request.body.sessionId);
      const open = await q.orderBy('started_at', 'desc').limit(1).executeTakeFirst();
      if (!open) throw notFound('No open session for this game');
      const now = app.clock.now();
      await app.db
        .updateTable('esl_sessions')
        .set({ ended_at: now.toISOString() })
        .where('id', '=', open.id)
        .execute();
      return {
        success: true,
        data: { sessionId: open.id, durationMs: now.getTime() - Date.parse(open.started_at) },
      } satisfies EslGameSessionResponse;
    },
  );

  app.get(
    '/v1/youtube-videos/games',
    { schema: { tags: ['highlights'], summary: 'Games with highlight videos' } },
    async () => {
      const rows = await app.db
        .selectFrom('games')
        .select(['id', 'name'])
        .where('highlights', '=', 1)
        .orderBy('sort')
        .execute();
      return {
        success: true,
        data: rows.map((g) => ({ id: Number(g.id), gameId: Number(g.id), game: g.name })),
      } satisfies HighlightGamesResponse;
    },
  );

  const videos = (gameId?: number) => {
    let q = app.db
      .selectFrom('videos as v')
      .innerJoin('games as g', 'g.id', 'v.game_id')
      .select(['v.id', 'v.title', 'v.link', 'v.thumbnail', 'g.name as game']);
    if (gameId !== undefined) q = q.where('v.game_id', '=', gameId);
    return q.orderBy('v.id').execute();
  };
  const toVideo = (v: {
    id: number;
    title: string;
    link: string;
    thumbnail: string | null;
    game: string;
  }) => ({ ...v, id: Number(v.id) });

  app.get(
    '/v1/youtube-videos',
    { schema: { tags: ['highlights'], summary: 'Highlight videos' } },
    async () => {
      return { success: true, data: (await videos()).map(toVideo) } satisfies VideosResponse;
    },
  );

  app.post(
    '/v1/youtube-videos/game-videos',
    {
      schema: {
        tags: ['highlights'],
        summary: "One game's videos",
        body: Type.Object({ gameId: Id() }),
      },
    },
    async (request) => {
      const game = await app.db
        .selectFrom('games')
        .select('id')
        .where('id', '=', request.body.gameId)
        .executeTakeFirst();
      if (!game) throw notFound('No game ID provided');
      return {
        success: true,
        data: (await videos(request.body.gameId)).map(toVideo),
      } satisfies VideosResponse;
    },
  );
};
