import { TournamentsResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReadCache } from '../../lib/read-cache.ts';
import { listTournaments } from '../../lib/tournament-list.ts';
import { userOf } from '../../plugins/auth.ts';

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
    async (request) => {
      return {
        success: true,
        data: await listTournaments(app, reads, userOf(request).id, { esl: 0 }),
        errors: null,
      } satisfies TournamentsResponse;
    },
  );
};
