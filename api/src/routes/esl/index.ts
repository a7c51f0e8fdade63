import {
  CheckinResponse,
  EslCheckinRequest,
  MatchCheckinRequest,
  MatchCheckinResponse,
  MatchResultRequest,
  MatchResultResponse,
  TournamentsResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, badRequest, notFound } from '../../lib/errors.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { tournamentListAnswer } from '../../lib/tournament-list.ts';
import { userOf } from '../../plugins/auth.ts';
import { matchCheckin, matchResult } from '../../tournament-engine/match-calls.ts';
import { findTournament, hasEntry, subscriberIdentity } from '../../tournaments/repository.ts';
import { checkinAnswer, register } from '../tournament/register.ts';

export const eslRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reads = new ReadCache(app.db);
  app.get(
    '/v1/esl/tournaments/all',
    { schema: { response: { 200: TournamentsResponse }, tags: ['tournaments'], summary: 'ESL tournaments' } },
    async (request, reply) => tournamentListAnswer(app, reads, request, reply, { esl: 1 }),
  );

  app.post(
    '/v1/esl/tournament/entry/checkin',
    {
      schema: {
        response: { 200: CheckinResponse },
        tags: ['tournaments'],
        summary: 'Join (check in to) an ESL tournament once',
        body: EslCheckinRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      const t = await findTournament(app.db, request.body.id, { esl: true });
      if (!t) throw notFound(MESSAGES.TOURNAMENT_NOT_FOUND);
      if (await hasEntry(app.db, Number(t.id), user.id)) return checkinAnswer(true);
      if (!app.engine.registrationOpen(t)) throw badRequest(MESSAGES.REGISTRATION_CLOSED);
      const sub = await subscriberIdentity(app.db, user.id);
      const created = await register(
        app,
        user.id,
        { id: Number(t.id), entry_fee: Number(t.entry_fee) },
        { pubg_id: null, pubg_nick: sub.username || null, email: sub.email || null },
      );
      return checkinAnswer(!created);
    },
  );

  app.post(
    '/v1/esl/tournament/match/checkin',
    {
      schema: {
        response: { 200: MatchCheckinResponse },
        tags: ['tournaments'],
        summary: 'Enter the Room ID of your current match',
        body: MatchCheckinRequest,
      },
    },
    async (request) => {
      const { tournamentId, roomId } = request.body;
      return matchCheckin(app, userOf(request).id, tournamentId, roomId);
    },
  );

  app.post(
    '/v1/esl/tournament/match/result',
    {
      schema: {
        response: { 200: MatchResultResponse },
        tags: ['tournaments'],
        summary:
          "A player's report of a match result: accepted only when it agrees with the room server's (or operator's) result",
        body: MatchResultRequest,
      },
    },
    async (request) => {
      const { tournamentId, roomId, result_flag } = request.body;
      return matchResult(app, userOf(request).id, tournamentId, roomId, result_flag);
    },
  );
};
