import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, badRequest, conflict, notFound, withValues } from '../../lib/errors.ts';
import { Int } from '../../lib/limits.ts';
import { recordAction } from '../../operator/audit.ts';
import {
  scheduledRoundTime,
  findMatch,
  insertMatch,
  isRegistered,
  matchesOf,
  setRoom,
  subscriberByPhone,
} from '../../operator/matches-repo.ts';
import { allow, ANY_STAFF, REVIEWERS } from '../../operator/roles.ts';
import { endByHand, tournamentRow } from '../../operator/tournaments-repo.ts';
import type { Tournament } from '../../tournament-engine/common.ts';
import { awardPlaces } from '../../tournament-engine/prizes.ts';
import { TOURNAMENT_STATUS } from '../../tournament-engine/timing.ts';
import { Done, IdParams, Nullable, ok200, tags } from './schemas.ts';
import { inTransaction } from '../../db/transaction.ts';

// Matches: rooms of external games, settling a match (disputed or not) through the engine, and
// final places of tournaments run by hand.

const PhoneNumber = Type.String({ maxLength: 16 });
const Match = Type.Object({
  id: Type.Integer(),
  round: Type.Integer(),
  kind: Nullable(Type.String()),
  room_id: Nullable(Type.String()),
  room_password: Nullable(Type.String()),
  scheduled_at: Nullable(Type.String()),
  status: Type.String(),
  result_source: Nullable(Type.String()),
  player1: Nullable(Type.String()),
  player2: Nullable(Type.String()),
  // The players' names, else their usernames (null: neither given), as the console names them.
  player1_name: Nullable(Type.String()),
  player2_name: Nullable(Type.String()),
  winner: Nullable(Type.String()),
  reports: Type.Array(
    Type.Object({
      phone: Type.String(),
      kind: Type.String(),
      result: Nullable(Type.String()),
      at: Type.String(),
    }),
  ),
  disputed: Type.Boolean(),
});

type App = Parameters<FastifyPluginAsyncTypebox>[0];

function getTournamentsIdMatches(app: App) {
  app.get(
    '/tournaments/:id/matches',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'Matches of a tournament with the players\u2019 reports',
        params: IdParams,
        response: ok200(Type.Array(Match)),
      },
    },
    async (request) => ({ success: true as const, data: await matchesOf(app.db, request.params.id) }),
  );
}

/**
 * When a match staff create without a time is played, which the players' texts and cards then
 * show: at its round's time (the time of the round's matches, as drawn; before the draw, round 1 at
 * the start and each later round the next day at the same time), or now when that time has passed.
 * A tournament without a start time has no round times: 400.
 */
async function roundTime(app: App, t: Tournament, round: number): Promise<string> {
  const scheduled = await scheduledRoundTime(app.db, t.id, round);
  let at: number;
  if (scheduled) at = Date.parse(scheduled);
  else if (t.time_start) at = Date.parse(t.time_start) + (round - 1) * app.engine.timing.roundIntervalMs;
  else throw badRequest(MESSAGES.MATCH_TIME_REQUIRED);
  return new Date(Math.max(at, app.clock.now().getTime())).toISOString();
}

function postTournamentsIdMatches(app: App) {
  app.post(
    '/tournaments/:id/matches',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary:
          'Create a match between two registered players (without scheduledAt: at its round\u2019s time)',
        params: IdParams,
        body: Type.Object({
          round: Int({ minimum: 1, maximum: 64, default: 1 }),
          player1: PhoneNumber,
          player2: Type.Optional(PhoneNumber),
          scheduledAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
        }),
        response: ok200(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) => {
      const t = await tournamentRow(app.db, request.params.id);
      const p1 = await subscriberByPhone(app.db, request.body.player1);
      const p2 = request.body.player2 ? await subscriberByPhone(app.db, request.body.player2) : null;
      const id = await insertMatch(app.db, {
        tournamentId: t.id,
        round: request.body.round,
        player1: p1,
        player2: p2,
        scheduledAt: request.body.scheduledAt ?? (await roundTime(app, t, request.body.round)),
        at: app.nowIso(),
      });
      return { success: true as const, data: { id } };
    },
  );
}

function putMatchesIdRoom(app: App) {
  app.put(
    '/matches/:id/room',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary: 'Set the room ID and password of a match (notify: text both players now)',
        params: IdParams,
        body: Type.Object({
          roomId: Type.String({ minLength: 1, maxLength: 64 }),
          password: Type.String({ maxLength: 64 }),
          notify: Type.Optional(Type.Boolean()),
        }),
        response: { 200: Done },
      },
    },
    async (request) => {
      const roomId = request.body.roomId.trim();
      if (!roomId) throw badRequest(MESSAGES.ROOM_ID_REQUIRED);
      const set = await setRoom(app.db, request.params.id, roomId, request.body.password);
      if (!set) throw notFound(MESSAGES.MATCH_NOT_FOUND);
      // The engine texts the players now (notify) or at the match's SMS time, once per room change.
      await app.engine.roomChanged(request.params.id, request.body.notify === true);
      return { success: true as const, message: 'Room set' };
    },
  );
}

function postMatchesIdResult(app: App) {
  app.post(
    '/matches/:id/result',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary: 'Settle a match: its winner, recorded once through the engine, before its tournament ends',
        params: IdParams,
        body: Type.Object({ winner: PhoneNumber }),
        response: { 200: Done },
      },
    },
    async (request) => {
      const m = await findMatch(app.db, request.params.id);
      if (!m) throw notFound(MESSAGES.MATCH_NOT_FOUND);
      // An ended, cancelled or voided tournament's results are final, open matches and all.
      const t = await tournamentRow(app.db, Number(m.tournament_id));
      if (Number(t.status) >= TOURNAMENT_STATUS.ended) throw conflict(MESSAGES.TOURNAMENT_OVER);
      const winner = await subscriberByPhone(app.db, request.body.winner);
      if (winner !== Number(m.player1_id) && winner !== Number(m.player2_id))
        throw badRequest(MESSAGES.WINNER_NOT_PLAYER);
      // The engine advances the winner (and pays the champion).
      if (!(await app.engine.recordResult(Number(m.id), winner, 'operator')))
        throw conflict(MESSAGES.MATCH_HAS_RESULT);
      await recordAction(
        app.db,
        request,
        {
          action: 'match.settle',
          target: `match:${m.id}`,
          before: { winner: null, status: m.status },
          after: { winner: request.body.winner },
        },
        app.nowIso(),
      );
      return { success: true as const, message: 'Result saved' };
    },
  );
}

function postTournamentsIdResults(app: App) {
  app.post(
    '/tournaments/:id/results',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary: 'Final places 1-3 of a tournament not yet ended: pays each place once and ends it',
        params: IdParams,
        body: Type.Object({
          places: Type.Array(
            Type.Object({ phone: PhoneNumber, place: Type.Integer({ minimum: 1, maximum: 3 }) }),
            { minItems: 1, maxItems: 3 },
          ),
        }),
        response: ok200(Type.Object({ credited: Type.Integer(), paidPaisa: Type.Integer() })),
      },
    },
    async (request) => {
      const t = await tournamentRow(app.db, request.params.id);
      if (Number(t.status) >= TOURNAMENT_STATUS.ended) throw conflict(MESSAGES.TOURNAMENT_OVER);
      const places = await Promise.all(
        request.body.places.map(async (p) => ({ ...p, sid: await subscriberByPhone(app.db, p.phone) })),
      );
      if (new Set(places.map((p) => p.place)).size !== places.length)
        throw badRequest(MESSAGES.PLACE_GIVEN_TWICE);
      const paid = await inTransaction(app.db, async (tx) => {
        for (const p of places) {
          if (!(await isRegistered(tx, t.id, p.sid)))
            throw badRequest(withValues(MESSAGES.PHONE_NOT_REGISTERED, { phone: p.phone }));
        }
        // Ends the tournament first (only one call can), then claims each place: paid once, and a
        // place the engine (or an earlier call) paid is refused with 409, rolling everything back.
        if (!(await endByHand(tx, t, TOURNAMENT_STATUS))) throw conflict(MESSAGES.TOURNAMENT_OVER);
        const awards = places.map((p) => ({ place: p.place as 1 | 2 | 3, winners: [p.sid] }));
        const out = await awardPlaces(tx, t, awards, {
          decidedBy: 'operator',
          at: app.nowIso(),
          strict: true,
        });
        await recordAction(
          tx,
          request,
          {
            action: 'tournament.results',
            target: `tournament:${t.id}`,
            before: { status: Number(t.status) },
            after: { places: request.body.places },
          },
          app.nowIso(),
        );
        return out;
      });
      const sum = (currency: string) =>
        paid.filter((p) => p.currency === currency).reduce((n, p) => n + p.amount, 0);
      return {
        success: true as const,
        message: 'Results saved',
        data: { credited: sum('credits'), paidPaisa: sum('rupees') },
      };
    },
  );
}

export const matchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const add of [
    getTournamentsIdMatches,
    postTournamentsIdMatches,
    putMatchesIdRoom,
    postMatchesIdResult,
    postTournamentsIdResults,
  ])
    add(app);
};
