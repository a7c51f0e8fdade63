import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BracketResponse } from '@portal/contracts';
import { tournamentTime } from '../lib/day.ts';
import { notFound } from '../lib/errors.ts';
import { authenticate } from '../plugins/auth.ts';
import { buildBracket, type Seeded } from '../tournament-engine/views.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Player = Type.Object({ seed: Type.Integer(), name: Type.String(), you: Type.Boolean() });
const PlayerState = Type.Object({
  kind: Type.String({
    description:
      'registered | next-match | bye | eliminated | champion | placed | cancelled | voided | no-champion | finished',
  }),
  round: Nullable(Type.Integer()),
  time: Nullable(Type.String()),
  play_now: Type.Boolean(),
  place: Nullable(Type.Integer()),
});
export const BracketSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    status: Type.Integer(),
    state: Type.String({ description: 'open | drawn | running | finished | no-champion | cancelled | void' }),
    third_place: Type.Union([Type.Literal('match'), Type.Literal('shared')]),
    prize_currency: Type.Union([Type.Literal('credits'), Type.Literal('rupees')]),
    rounds: Type.Array(
      Type.Object({
        round: Type.Integer(),
        label: Type.String(),
        matches: Type.Array(
          Type.Object({
            id: Type.Integer(),
            kind: Type.Union([Type.Literal('bracket'), Type.Literal('third-place')]),
            players: Type.Array(Player, { minItems: 1, maxItems: 2, description: 'one for a bye' }),
            time: Type.String(),
            room: Type.Union([Type.Literal('waiting'), Type.Literal('open'), Type.Literal('finished')]),
            winner: Nullable(Type.Integer({ description: 'seed of the winner' })),
            decided: Nullable(
              Type.String({
                description: 'played | no-show | double-no-show | tiebreak | operator | bye | void',
              }),
            ),
          }),
        ),
      }),
    ),
    me: Nullable(PlayerState),
  }),
});

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
      onRequest: async (request, reply) => {
        if (request.headers.authorization) await authenticate(request, reply);
      },
      schema: {
        tags: ['tournaments'],
        summary: 'The live bracket of a tournament (guests read it too)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: BracketSchema },
      },
    },
    async (request) => {
      const t = await app.db
        .selectFrom('tournaments')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!t) throw notFound('Tournament not found');
      const [matches, entries] = await Promise.all([
        app.db
          .selectFrom('tournament_matches')
          .selectAll()
          .where('tournament_id', '=', t.id)
          .orderBy('round')
          .orderBy('slot')
          .execute(),
        app.db
          .selectFrom('tournament_entries as e')
          .innerJoin('subscribers as s', 's.id', 'e.subscriber_id')
          .select(['e.subscriber_id', 'e.pubg_nick', 'e.place', 's.username', 's.name'])
          .where('e.tournament_id', '=', t.id)
          .where('e.checked_in', '=', 1)
          .orderBy('e.id')
          .execute(),
      ]);
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
