import {
  EslGameSessionRequest,
  EslGameSessionResponse,
  EslGamesResponse,
  GameVideosRequest,
  HighlightGamesResponse,
  VideosResponse,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../lib/errors.ts';
import { userOf } from '../../plugins/auth.ts';

export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/esl-games/check',
    {
      schema: {
        response: { 200: EslGamesResponse },
        tags: ['esl games'],
        summary: 'ESL games (game_status 1 = active)',
      },
    },
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

  app.post(
    '/v1/esl-games/enter',
    {
      schema: {
        response: { 200: EslGameSessionResponse },
        tags: ['esl games'],
        summary: 'Open a play session of an ESL game; returns sessionId',
        body: EslGameSessionRequest,
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
        response: { 200: EslGameSessionResponse },
        tags: ['esl games'],
        summary: 'Close a play session (the given sessionId, else the latest open one of that game)',
        body: EslGameSessionRequest,
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
    {
      schema: {
        response: { 200: HighlightGamesResponse },
        tags: ['highlights'],
        summary: 'Games with highlight videos',
      },
    },
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
    { schema: { response: { 200: VideosResponse }, tags: ['highlights'], summary: 'Highlight videos' } },
    async () => {
      return { success: true, data: (await videos()).map(toVideo) } satisfies VideosResponse;
    },
  );

  app.post(
    '/v1/youtube-videos/game-videos',
    {
      schema: {
        response: { 200: VideosResponse },
        tags: ['highlights'],
        summary: "One game's videos",
        body: GameVideosRequest,
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
