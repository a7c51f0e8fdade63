import { EslGameSessionRequest, EslGameSessionResponse, EslGamesResponse } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  closeEslSession,
  eslGames,
  findEslGame,
  findOpenEslSession,
  openEslSession,
} from '../../games/repository.ts';
import { MESSAGES, badRequest, notFound } from '../../lib/errors.ts';
import { userOf } from '../../plugins/auth.ts';

export const eslGameRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const rows = await eslGames(app.db);
      return {
        success: true,
        data: {
          eslgames: rows.map((g) => ({
            gameId: Number(g.id),
            game_name: g.name,
            nameUr: g.name_ur,
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
      const game = await findEslGame(app.db, request.body.gameId);
      if (!game) throw notFound(MESSAGES.UNKNOWN_GAME);
      if (Number(game.game_status) !== 1) throw badRequest(MESSAGES.GAME_NOT_ACTIVE);
      const sessionId = randomUUID();
      await openEslSession(app.db, {
        id: sessionId,
        subscriberId: user.id,
        gameId: request.body.gameId,
        at: app.nowIso(),
      });
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
      const { gameId, sessionId } = request.body;
      const open = await findOpenEslSession(app.db, user.id, gameId, sessionId);
      if (!open) throw notFound(MESSAGES.NO_OPEN_GAME_SESSION);
      const now = app.clock.now();
      await closeEslSession(app.db, open.id, now.toISOString());
      return {
        success: true,
        data: { sessionId: open.id, durationMs: now.getTime() - Date.parse(open.started_at) },
      } satisfies EslGameSessionResponse;
    },
  );
};
