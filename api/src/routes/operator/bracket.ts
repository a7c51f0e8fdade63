import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaffBracket } from '@portal/contracts';
import { subscriberName } from '../../operator/matches-repo.ts';
import { allow, ANY_STAFF } from '../../operator/roles.ts';
import { tournamentRow } from '../../operator/tournaments-repo.ts';
import { readBracket } from '../../tournaments/bracket.ts';
import { IdParams, ok200, tags } from './schemas.ts';

// The live bracket for staff: the engine's bracket as players see it, with the subscriber behind
// each seed (number and name), so the console names players in the bracket as in the matches.

export const bracketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tournaments/:id/bracket',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'The live bracket with the subscriber behind each seed',
        params: IdParams,
        response: ok200(StaffBracket),
      },
    },
    async (request) => {
      const t = await tournamentRow(app.db, request.params.id);
      const { bracket, entries } = await readBracket(app, t, null);
      const players = entries.map((e, i) => ({ seed: i + 1, phone: e.phone, name: subscriberName(e) }));
      return { success: true as const, data: { ...bracket, players } };
    },
  );
};
