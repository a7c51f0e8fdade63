import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type {
  CheckinResponse,
  Tournament,
  TournamentsResponse,
  TournamentViewResponse,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { TournamentsTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/connect.ts';
import { tournamentTime } from '../lib/day.ts';
import { badRequest, HttpError, notFound } from '../lib/errors.ts';
import { Id } from '../lib/limits.ts';
import { move } from '../lib/ledger.ts';
import { userOf } from '../plugins/auth.ts';
import { matchCheckin, matchResult } from '../tournament-engine/match-calls.ts';
import { playerStates } from '../tournament-engine/player-states.ts';

export const REGISTERED = 'Successfully registered! Please wait for further instructions.';
export const ALREADY_REGISTERED = 'You have already submitted. Please wait for further instructions.';
export const REGISTRATION_CLOSED = 'Registration is closed for this tournament.';

type TournamentRow = Selectable<TournamentsTable> & {
  pubg_id: string | null;
  pubg_nick: string | null;
  checked_in: number | null;
  place: number | null;
  entry_id: number | null;
  checkins: number | string | null;
};

async function listTournaments(
  app: FastifyInstance,
  userId: number,
  where: { esl?: 0 | 1; id?: number },
): Promise<Tournament[]> {
  // Hand-written SQL (portable to SQLite and PostgreSQL): this list is the hottest read, and a raw
  // query skips the query builder's compile step on every request. Check-in counts are kept by the
  // database as entries are written (tournament_totals), so the list never counts entries.
  const rows = (
    await sql<TournamentRow>`
      select t.*, mine.pubg_id, mine.pubg_nick, mine.checked_in, mine.place, mine.id as entry_id,
        tt.checkins
      from tournaments t
      left join tournament_totals tt on tt.tournament_id = t.id
      left join tournament_entries mine on mine.tournament_id = t.id and mine.subscriber_id = ${userId}
      where ${where.esl === undefined ? sql`1 = 1` : sql`t.is_esl = ${where.esl}`}
        and ${where.id === undefined ? sql`1 = 1` : sql`t.id = ${where.id}`}
      order by t.status, t.time_start`.execute(app.db)
  ).rows;
  const tz = app.config.timeZone;
  const states = await playerStates(app, userId, rows);
  return rows.map((r) => {
    const id = Number(r.id);
    const start = tournamentTime(r.time_start, tz);
    return {
      tourn_id: id,
      id,
      Id: id,
      tourn_name: r.name,
      thumbnail: r.thumbnail,
      time: start,
      status: Number(r.status),
      is_running: r.is_running ? 1 : 0,
      prize: Number(r.prize),
      second_prize: Number(r.second_prize),
      third_prize: Number(r.third_prize),
      entryFee: Number(r.entry_fee),
      isEntryFree: Number(r.entry_fee) === 0 ? 1 : 0,
      total_checkin: Number(r.checkins ?? 0),
      banner: r.banner,
      platform: r.platform,
      timeStart: start,
      timeEnd: tournamentTime(r.time_end, tz),
      UIDCheck: r.uid_check ? 1 : 0,
      tourn_type: r.tourn_type === 'Credits' ? 'Credits' : 'Cash',
      game_name: r.game_name,
      is_esl: r.is_esl ? 1 : 0,
      entries:
        r.entry_id == null
          ? []
          : [
              {
                pubg_id: r.pubg_id,
                pubg_nick: r.pubg_nick,
                checked_in: Boolean(r.checked_in),
                place: r.place == null ? null : Number(r.place),
              },
            ],
      prize_currency: r.prize_currency === 'rupees' ? 'rupees' : 'credits',
      third_place: r.third_place === 'shared' ? 'shared' : 'match',
      player: states.get(id) ?? null,
    } satisfies Tournament;
  });
}

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
  app.get(
    '/v1/tournaments/all',
    {
      schema: { tags: ['tournaments'], summary: 'Weekly tournaments (entries: the caller\u2019s own entry)' },
    },
    async (request) => {
      return {
        success: true,
        data: await listTournaments(app, userOf(request).id, { esl: 0 }),
        errors: null,
      } satisfies TournamentsResponse;
    },
  );

  app.get(
    '/v1/esl/tournaments/all',
    { schema: { tags: ['tournaments'], summary: 'ESL tournaments' } },
    async (request) => {
      return {
        success: true,
        data: await listTournaments(app, userOf(request).id, { esl: 1 }),
        errors: null,
      } satisfies TournamentsResponse;
    },
  );

  app.post(
    '/v1/tournament/view',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'One tournament (data[0])',
        body: Type.Object({ id: Id() }),
      },
    },
    async (request) => {
      const data = await listTournaments(app, userOf(request).id, { id: request.body.id });
      if (data.length === 0) throw notFound('No tournament data available');
      return { success: true, data } satisfies TournamentViewResponse;
    },
  );

  app.post(
    '/v1/tournament/entry/checkin',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          'Register for a weekly tournament: pubg_id when UIDCheck is 1, pubg_nick always, userEmail unless tourn_type is Credits',
        body: Type.Object({
          id: Id(),
          pubg_id: Type.Optional(Type.String({ maxLength: 64 })),
          pubg_nick: Type.Optional(Type.String({ maxLength: 64 })),
          userEmail: Type.Optional(Type.String({ maxLength: 120 })),
        }),
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
      if (t.uid_check && !pubgId) missing.pubg_id = 'UID is required';
      if (!nick) missing.pubg_nick = 'NICK is required';
      if (t.tourn_type !== 'Credits' && !email) missing.userEmail = 'Email is required';
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) missing.userEmail = 'Email is not valid';
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
        tags: ['tournaments'],
        summary: 'Join (check in to) an ESL tournament once',
        body: Type.Object({ id: Id() }),
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
        tags: ['tournaments'],
        summary: 'Enter the Room ID of your current match',
        body: Type.Object({
          tournamentId: Id(),
          roomId: Type.String({ maxLength: 64 }),
        }),
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
        tags: ['tournaments'],
        summary:
          "A player's report of a match result: accepted only when it agrees with the room server's (or operator's) result",
        body: Type.Object({
          tournamentId: Id(),
          roomId: Type.String({ maxLength: 64 }),
          result_flag: Type.Union([Type.Literal('winner'), Type.Literal('loser')]),
        }),
      },
    },
    async (request) => {
      const { tournamentId, roomId, result_flag } = request.body;
      return matchResult(app, userOf(request).id, tournamentId, roomId, result_flag);
    },
  );
};
