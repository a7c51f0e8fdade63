import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gameCatalogue } from '../../operator/games-repo.ts';
import { allow, ANY_STAFF } from '../../operator/roles.ts';
import { ok200, tags } from './schemas.ts';

// The games, for the console's filters and the tournament form (the subscriber list needs a token).

const Game = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  esl: Type.Boolean(),
  dailyTasks: Type.Boolean(),
  challenges: Type.Boolean(),
  active: Type.Boolean(),
});

export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/games',
    {
      config: allow(ANY_STAFF),
      schema: { tags, summary: 'Every game, in the portal\u2019s order', response: ok200(Type.Array(Game)) },
    },
    async () => {
      const rows = await gameCatalogue(app.db);
      const data = rows.map((g) => ({
        id: Number(g.id),
        name: g.name,
        esl: Number(g.is_esl) === 1,
        dailyTasks: Number(g.daily_tasks) === 1,
        challenges: Number(g.challenges) === 1,
        active: Number(g.game_status) === 1,
      }));
      return { success: true as const, data };
    },
  );
};
