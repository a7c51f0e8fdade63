import {
  CheckinResponse,
  EslCheckinRequest,
  MatchCheckinRequest,
  MatchCheckinResponse,
  MatchResultRequest,
  MatchResultResponse,
  TournamentCheckinRequest,
  TournamentViewRequest,
  TournamentViewResponse,
  TournamentsResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connect.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { move } from '../../lib/ledger.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { listTournaments } from '../../lib/tournament-list.ts';
import { userOf } from '../../plugins/auth.ts';
import { matchCheckin, matchResult } from '../../tournament-engine/match-calls.ts';
import {
  ALREADY_REGISTERED,
  EMAIL_NOT_VALID,
  isEmail,
  NICK_REQUIRED,
  REGISTERED,
  REGISTRATION_CLOSED,
  UID_REQUIRED,
} from '@portal/contracts/rules';
export { ALREADY_REGISTERED, REGISTERED, REGISTRATION_CLOSED };

/** Registers (and checks in) once; a paid tournament debits the entry fee in the same transaction. */
async function register(
  app: FastifyInstance,
  userId: number,
  t: { id: number; entry_fee: number },
  values: { pubg_id: string | null; pubg_nick: string | null; email: string | null },
): Promise<boolean> {
  try {
    await app.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('tournament_entries')
        .values({
          tournament_id: t.id,
          subscriber_id: userId,
          ...values,
          checked_in: 1,
          place: null,
          created_at: app.nowIso(),
        })
        .execute();
      if (t.entry_fee > 0) {
        await move(tx, {
          subscriberId: userId,
          delta: -t.entry_fee,
          reason: 'tournament-fee',
          refKey: `tournament-fee:${t.id}`,
          at: app.nowIso(),
        });
      }
    });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    if (err instanceof HttpError && err.message === 'Insufficient credits') {
      throw new HttpError(400, 'Insufficient credits', {
        details: `The entry fee is ${t.entry_fee} credits.`,
      });
    }
    throw err;
  }
}

const checkinAnswer = (already: boolean): CheckinResponse => ({
  success: true,
  data: { already_submited: already },
  errors: null,
  message: already ? ALREADY_REGISTERED : REGISTERED,
});

export const tournamentRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  app.get(
    '/v1/esl/tournaments/all',
    { schema: { response: { 200: TournamentsResponse }, tags: ['tournaments'], summary: 'ESL tournaments' } },
    async (request) => {
      return {
        success: true,
        data: await listTournaments(app, reads, userOf(request).id, { esl: 1 }),
        errors: null,
      } satisfies TournamentsResponse;
    },
  );

  app.post(
    '/v1/tournament/view',
    {
      schema: {
        response: { 200: TournamentViewResponse },
        tags: ['tournaments'],
        summary: 'One tournament (data[0])',
        body: TournamentViewRequest,
      },
    },
    async (request) => {
      const data = await listTournaments(app, reads, userOf(request).id, { id: request.body.id });
      if (data.length === 0) throw notFound('No tournament data available');
      return { success: true, data } satisfies TournamentViewResponse;
    },
  );

  app.post(
    '/v1/tournament/entry/checkin',
    {
      schema: {
        response: { 200: CheckinResponse },
        tags: ['tournaments'],
        summary:
          'Register for a weekly tournament: pubg_id when UIDCheck is 1, pubg_nick always, userEmail unless tourn_type is Credits',
        body: TournamentCheckinRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      const b = request.body;
      const t = await app.db.selectFrom('tournaments').selectAll().where('id', '=', b.id).executeTakeFirst();
      if (!t) throw notFound('Tournament not found');
      const mine = await app.db
        .selectFrom('tournament_entries')
        .select('id')
        .where('tournament_id', '=', t.id)
        .where('subscriber_id', '=', user.id)
        .executeTakeFirst();
      if (mine) return checkinAnswer(true);
      if (!app.engine.registrationOpen(t)) throw badRequest(REGISTRATION_CLOSED);
      const pubgId = b.pubg_id?.trim() ?? '';
      const nick = b.pubg_nick?.trim() ?? '';
      const email = b.userEmail?.trim() ?? '';
      const missing: Record<string, string> = {};
      if (t.uid_check && !pubgId) missing.pubg_id = UID_REQUIRED;
      if (!nick) missing.pubg_nick = NICK_REQUIRED;
      if (t.tourn_type !== 'Credits' && !email) missing.userEmail = 'Email is required';
      if (email && !isEmail(email)) missing.userEmail = EMAIL_NOT_VALID;
      if (Object.keys(missing).length)
        throw badRequest('Failed to register for the tournament.', { errors: missing });
      const created = await register(
        app,
        user.id,
        { id: Number(t.id), entry_fee: Number(t.entry_fee) },
        { pubg_id: pubgId || null, pubg_nick: nick, email: email || null },
      );
      return checkinAnswer(!created);
    },
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
      const t = await app.db
        .selectFrom('tournaments')
        .selectAll()
        .where('id', '=', request.body.id)
        .where('is_esl', '=', 1)
        .executeTakeFirst();
      if (!t) throw notFound('Tournament not found');
      const mine = await app.db
        .selectFrom('tournament_entries')
        .select('id')
        .where('tournament_id', '=', t.id)
        .where('subscriber_id', '=', user.id)
        .executeTakeFirst();
      if (mine) return checkinAnswer(true);
      if (!app.engine.registrationOpen(t)) throw badRequest(REGISTRATION_CLOSED);
      const sub = await app.db
        .selectFrom('subscribers')
        .select(['username', 'email'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
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
