import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BracketResponse } from '@portal/contracts';
import { tournamentTime } from '../../lib/day.ts';
import { MESSAGES, notFound } from '../../lib/errors.ts';
import { authenticate } from '../../plugins/auth.ts';
import { buildBracket, type Seeded } from '../../tournament-engine/views.ts';
import { bracketRows, findTournament } from '../../tournaments/repository.ts';

/** A name for the bracket: what the player chose, with anything like a phone number hidden. */
const shown = (text: string | null | undefined, seed: number) => {
  const name = (text ?? '')
    .replace(/\+?\d[\d\s-]{5,}\d/g, '•••')
    .trim()
    .slice(0, 24);
  return name || `Player ${seed}`;
};

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
      const { matches, entries } = await bracketRows(app.db, Number(t.id));
      const seeds: Seeded[] = entries.map((e, i) => ({
        id: Number(e.subscriber_id),
        name: shown(e.pubg_nick || e.username || e.name, i + 1),
      }));
      const viewer = request.user
        ? entries.find((e) => Number(e.subscriber_id) === request.user?.id)
        : undefined;
      const data = buildBracket(t, matches, seeds, {
        viewerId: viewer ? Number(viewer.subscriber_id) : null,
        viewerPlace: viewer?.place == null ? null : Number(viewer.place),
        now: app.clock.now().getTime(),
        time: (iso) => tournamentTime(iso, app.config.timeZone),
        opensAt: (m) => app.engine.roomOpensAt(m, t),
      });
      return { success: true, data } satisfies BracketResponse;
    },
  );
};
