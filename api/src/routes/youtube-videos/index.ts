import { GameVideosRequest, HighlightGamesResponse, VideosResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gameExists, highlightGames, videos } from '../../games/repository.ts';
import { MESSAGES, notFound } from '../../lib/errors.ts';

type VideoRow = {
  id: number;
  title: string;
  title_ur: string | null;
  link: string;
  thumbnail: string | null;
  game: string;
  game_ur: string | null;
};

const toVideo = ({ title_ur, game_ur, ...v }: VideoRow) => ({
  ...v,
  id: Number(v.id),
  titleUr: title_ur,
  gameUr: game_ur,
});

export const videoRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const rows = await highlightGames(app.db);
      return {
        success: true,
        data: rows.map((g) => ({ id: Number(g.id), gameId: Number(g.id), game: g.name, nameUr: g.name_ur })),
      } satisfies HighlightGamesResponse;
    },
  );

  app.get(
    '/v1/youtube-videos',
    { schema: { response: { 200: VideosResponse }, tags: ['highlights'], summary: 'Highlight videos' } },
    async () => {
      return { success: true, data: (await videos(app.db)).map(toVideo) } satisfies VideosResponse;
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
      if (!(await gameExists(app.db, request.body.gameId))) throw notFound(MESSAGES.NO_GAME_ID);
      return {
        success: true,
        data: (await videos(app.db, request.body.gameId)).map(toVideo),
      } satisfies VideosResponse;
    },
  );
};
