import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BracketResponse } from '@portal/contracts';
import { MESSAGES, notFound } from '../../lib/errors.ts';
import { authenticate } from '../../plugins/auth.ts';
import { readBracket } from '../../tournaments/bracket.ts';
import { findTournament } from '../../tournaments/repository.ts';

/**
 * GET /v1/tournaments/:id/bracket: every round of a tournament for anyone, guests included (read
 * only); with a valid token the caller's own path is marked and their state given.
 */
export const bracketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/tournaments/:id/bracket',
    {
      onRequest: (request, reply, done) => {
        if (request.headers.authorization) authenticate(request, reply, done);
        else done();
      },
      schema: {
        tags: ['tournaments'],
        summary: 'The live bracket of a tournament (guests read it too)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: BracketResponse },
      },
    },
    async (request) => {
      const t = await findTournament(app.db, request.params.id);
      if (!t) throw notFound(MESSAGES.TOURNAMENT_NOT_FOUND);
      const { bracket } = await readBracket(app, t, request.user?.id ?? null);
      return { success: true, data: bracket } satisfies BracketResponse;
    },
  );
};
