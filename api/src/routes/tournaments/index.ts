import { TournamentsResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReadCache } from '../../lib/read-cache.ts';
import { tournamentListAnswer } from '../../lib/tournament-list.ts';

// The weekly tournaments list (signed in); the public bracket page's data is in bracket.ts.

export const tournamentListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reads = new ReadCache(app.db);
  app.get(
    '/v1/tournaments/all',
    {
      schema: {
        response: { 200: TournamentsResponse },
        tags: ['tournaments'],
        summary: 'Weekly tournaments (entries: the caller\u2019s own entry)',
      },
    },
    async (request, reply) => tournamentListAnswer(app, reads, request, reply, { esl: 0 }),
  );
};
