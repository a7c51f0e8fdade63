import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, DB } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { Id, Int } from '../lib/limits.ts';
import { move } from '../lib/ledger.ts';
import { awardPlaces } from '../tournament-engine/prizes.ts';
import { TOURNAMENT_STATUS } from '../tournament-engine/timing.ts';
import { uploadUrl } from '../lib/uploads.ts';
import { registerOperatorAccess } from '../plugins/operator-access.ts';
import { operatorIdentityRoutes } from './operator-identity.ts';

// Operator endpoints (header x-operator-key): screenshot review, room IDs and results of
// external-game tournaments. Plain data writes; scheduling belongs to the tournament engine.

/** The tables of each kind of screenshot submission: an entry and the challenge it answers. */
const ENTRY_TABLES = {
  daily: { entries: 'daily_entries', challenges: 'daily_challenges' },
  challenge: { entries: 'challenge_entries', challenges: 'game_challenges' },
} as const;

type Kind = keyof typeof ENTRY_TABLES;
const Kind = Type.Union([Type.Literal('daily'), Type.Literal('challenge')]);

/**
 * A kind's entries joined to their challenges as `e` and `c`. Both kinds have the same columns, so
 * the query is typed once, against the daily tables.
 */
function entriesOf(db: DB | Transaction<Database>, kind: Kind) {
  const t = ENTRY_TABLES[kind];
  return db
    .selectFrom(`${t.entries} as e` as 'daily_entries as e')
    .innerJoin(`${t.challenges} as c` as 'daily_challenges as c', 'c.id', 'e.challenge_id');
}

async function subscriberByPhone(app: FastifyInstance, phone: string): Promise<number> {
  const normal = /^0\d{10}$/.test(phone) ? `92${phone.slice(1)}` : phone;
  const row = await app.db
    .selectFrom('subscribers')
    .select('id')
    .where('phone', '=', normal)
    .executeTakeFirst();
  if (!row) throw notFound(`Unknown subscriber ${phone}`);
  return Number(row.id);
}

const TOURNAMENT_OVER = 'This tournament has ended; its results are final.';

export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerOperatorAccess(app);
  await app.register(operatorIdentityRoutes);
  const security = [{ operatorKey: [] }];

  app.get(
    '/submissions',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Screenshot submissions to review',
        querystring: Type.Object({
          kind: Type.Optional(Kind),
          status: Type.Optional(Type.String({ maxLength: 16 })),
        }),
      },
    },
    async (request) => {
      const status = request.query.status ?? 'Submitted';
      const kinds: Kind[] = request.query.kind ? [request.query.kind] : ['daily', 'challenge'];
      const out = [];
      for (const kind of kinds) {
        const rows = await entriesOf(app.db, kind)
          .innerJoin('subscribers as s', 's.id', 'e.subscriber_id')
          .select(['e.id', 'e.image', 'e.status', 'e.reason', 'e.created_at', 'c.name', 'c.prize', 's.phone'])
          .where('e.status', '=', status)
          .orderBy('e.id')
          .execute();
        for (const r of rows) {
          out.push({
            kind,
            id: Number(r.id),
            phone: r.phone,
            challenge: r.name,
            prize: Number(r.prize),
            image: uploadUrl(r.image),
            status: r.status,
            reason: r.reason,
            created_at: r.created_at,
          });
        }
      }
      return { success: true, data: out };
    },
  );

  app.post(
    '/submissions/:kind/:id/approve',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Approve a submission: credits its prize exactly once',
        params: Type.Object({ kind: Kind, id: Id() }),
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const table = ENTRY_TABLES[kind].entries;
      const credited = await app.db.transaction().execute(async (tx) => {
        const entry = await entriesOf(tx, kind)
          .select(['e.subscriber_id', 'c.prize'])
          .where('e.id', '=', id)
          .executeTakeFirst();
        if (!entry) throw notFound('Submission not found');
        const updated = await tx
          .updateTable(table)
          .set({ status: 'Approved', reviewed_at: app.nowIso(), reason: null })
          .where('id', '=', id)
          .where('status', '=', 'Submitted')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0)
          throw conflict('This submission has already been reviewed.');
        await move(tx, {
          subscriberId: Number(entry.subscriber_id),
          delta: Number(entry.prize),
          reason: kind === 'daily' ? 'daily-task' : 'game-challenge',
          refKey: `${kind === 'daily' ? 'daily-entry' : 'challenge-entry'}:${id}`,
          at: app.nowIso(),
        });
        return Number(entry.prize);
      });
      return { success: true, message: `Approved; ${credited} credits added.`, data: { credited } };
    },
  );

  app.post(
    '/submissions/:kind/:id/reject',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Reject a submission with a reason',
        params: Type.Object({ kind: Kind, id: Id() }),
        body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }),
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest('A reason is required');
      const updated = await app.db
        .updateTable(ENTRY_TABLES[kind].entries)
        .set({ status: 'Rejected', reason, reviewed_at: app.nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'Submitted')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        const exists = await app.db
          .selectFrom(ENTRY_TABLES[kind].entries)
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!exists) throw notFound('Submission not found');
        throw conflict('This submission has already been reviewed.');
      }
      return { success: true, message: 'Rejected' };
    },
  );

  app.post(
    '/tournaments',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Create a tournament, open for entries (the engine draws ESL ones at their start)',
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 100 }),
          gameId: Id(),
          esl: Type.Boolean(),
          timeStart: Type.String({ format: 'date-time', maxLength: 40 }),
          timeEnd: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
          prize: Int(),
          secondPrize: Type.Optional(Int()),
          thirdPrize: Type.Optional(Int()),
          entryFee: Type.Optional(Int()),
          uidCheck: Type.Optional(Type.Boolean()),
          tournType: Type.Optional(Type.Union([Type.Literal('Credits'), Type.Literal('Cash')])),
          // Whole credits or whole rupees; a Cash tournament's prizes are rupees unless told.
          prizeCurrency: Type.Optional(Type.Union([Type.Literal('credits'), Type.Literal('rupees')])),
          thirdPlace: Type.Optional(Type.Union([Type.Literal('match'), Type.Literal('shared')])),
          platform: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        }),
      },
    },
    async (request) => {
      const b = request.body;
      const name = b.name.trim();
      if (!name) throw badRequest('A name is required');
      const start = new Date(b.timeStart);
      // Without an end the tournament runs three hours, like the demo ones.
      const end = b.timeEnd ? new Date(b.timeEnd) : new Date(start.getTime() + 3 * 3_600_000);
      if (end <= start) throw badRequest('timeEnd must be after timeStart');
      const game = await app.db
        .selectFrom('games')
        .select(['id', 'name'])
        .where('id', '=', b.gameId)
        .executeTakeFirst();
      if (!game) throw notFound('Game not found');
      const row = await app.db
        .insertInto('tournaments')
        .values({
          name,
          game_id: game.id,
          game_name: game.name,
          thumbnail: null,
          banner: null,
          platform: b.platform?.trim() || 'Mobile',
          is_esl: b.esl ? 1 : 0,
          status: 1,
          is_running: 0,
          prize: b.prize,
          second_prize: b.secondPrize ?? 0,
          third_prize: b.thirdPrize ?? 0,
          entry_fee: b.entryFee ?? 0,
          tourn_type: b.tournType ?? 'Credits',
          prize_currency: b.prizeCurrency ?? (b.tournType === 'Cash' ? 'rupees' : 'credits'),
          third_place: b.thirdPlace ?? 'match',
          uid_check: b.uidCheck ? 1 : 0,
          time_start: start.toISOString(),
          time_end: end.toISOString(),
          created_at: app.nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { success: true, message: 'Created', data: { id: Number(row.id) } };
    },
  );

  app.patch(
    '/tournaments/:id',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Set a tournament\u2019s status or running flag',
        params: Type.Object({ id: Id() }),
        body: Type.Object({
          status: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
          is_running: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
        }),
      },
    },
    async (request) => {
      const { status, is_running } = request.body;
      if (status === undefined && is_running === undefined) throw badRequest('Nothing to update.');
      const updated = await app.db
        .updateTable('tournaments')
        .set({
          ...(status !== undefined ? { status } : {}),
          ...(is_running !== undefined ? { is_running } : {}),
        })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound('Tournament not found');
      return { success: true, message: 'Updated' };
    },
  );

  app.get(
    '/tournaments/:id/matches',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Matches of a tournament',
        params: Type.Object({ id: Id() }),
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('tournament_matches as m')
        .leftJoin('subscribers as p1', 'p1.id', 'm.player1_id')
        .leftJoin('subscribers as p2', 'p2.id', 'm.player2_id')
        .leftJoin('subscribers as w', 'w.id', 'm.winner_id')
        .select([
          'm.id',
          'm.round',
          'm.room_id',
          'm.room_password',
          'm.scheduled_at',
          'm.status',
          'p1.phone as player1',
          'p2.phone as player2',
          'w.phone as winner',
        ])
        .where('m.tournament_id', '=', request.params.id)
        .orderBy('m.round')
        .orderBy('m.id')
        .execute();
      return { success: true, data: rows.map((r) => ({ ...r, id: Number(r.id), round: Number(r.round) })) };
    },
  );

  app.post(
    '/tournaments/:id/matches',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Create a match between two registered players',
        params: Type.Object({ id: Id() }),
        body: Type.Object({
          round: Int({ minimum: 1, maximum: 64, default: 1 }),
          player1: Type.String({ maxLength: 16 }),
          player2: Type.Optional(Type.String({ maxLength: 16 })),
          scheduledAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
        }),
      },
    },
    async (request) => {
      const t = await app.db
        .selectFrom('tournaments')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!t) throw notFound('Tournament not found');
      const p1 = await subscriberByPhone(app, request.body.player1);
      const p2 = request.body.player2 ? await subscriberByPhone(app, request.body.player2) : null;
      const row = await app.db
        .insertInto('tournament_matches')
        .values({
          tournament_id: t.id,
          round: request.body.round,
          player1_id: p1,
          player2_id: p2,
          room_id: null,
          room_password: null,
          scheduled_at: request.body.scheduledAt ?? null,
          winner_id: null,
          status: 'scheduled',
          created_at: app.nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { success: true, data: { id: Number(row.id) } };
    },
  );

  app.put(
    '/matches/:id/room',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Set the room ID and password of a match (notify: text both players now)',
        params: Type.Object({ id: Id() }),
        body: Type.Object({
          roomId: Type.String({ minLength: 1, maxLength: 64 }),
          password: Type.String({ maxLength: 64 }),
          notify: Type.Optional(Type.Boolean()),
        }),
      },
    },
    async (request) => {
      const roomId = request.body.roomId.trim();
      if (!roomId) throw badRequest('Room ID is required');
      const updated = await app.db
        .updateTable('tournament_matches')
        .set({ room_id: roomId, room_password: request.body.password })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound('Match not found');
      // The engine texts the players now (notify) or at the match's SMS time, once per room change.
      await app.engine.roomChanged(request.params.id, request.body.notify === true);
      return { success: true, message: 'Room set' };
    },
  );

  app.post(
    '/matches/:id/result',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Enter the winner of a match',
        params: Type.Object({ id: Id() }),
        body: Type.Object({ winner: Type.String({ maxLength: 16 }) }),
      },
    },
    async (request) => {
      const m = await app.db
        .selectFrom('tournament_matches')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!m) throw notFound('Match not found');
      const winner = await subscriberByPhone(app, request.body.winner);
      if (winner !== Number(m.player1_id) && winner !== Number(m.player2_id))
        throw badRequest('The winner must be one of the match\u2019s players');
      // Recorded once through the engine, which advances the winner (and pays the champion).
      if (!(await app.engine.recordResult(Number(m.id), winner, 'operator')))
        throw conflict('This match already has a result.');
      return { success: true, message: 'Result saved' };
    },
  );

  app.post(
    '/tournaments/:id/results',
    {
      schema: {
        tags: ['operator'],
        security,
        summary:
          'Final places 1-3 of a tournament not yet ended: pays each place once (credits or prize money) and ends it',
        params: Type.Object({ id: Id() }),
        body: Type.Object({
          places: Type.Array(
            Type.Object({
              phone: Type.String({ maxLength: 16 }),
              place: Type.Integer({ minimum: 1, maximum: 3 }),
            }),
            { minItems: 1, maxItems: 3 },
          ),
        }),
      },
    },
    async (request) => {
      const t = await app.db
        .selectFrom('tournaments')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!t) throw notFound('Tournament not found');
      if (Number(t.status) >= TOURNAMENT_STATUS.ended) throw conflict(TOURNAMENT_OVER);
      const places = await Promise.all(
        request.body.places.map(async (p) => ({ ...p, sid: await subscriberByPhone(app, p.phone) })),
      );
      if (new Set(places.map((p) => p.place)).size !== places.length)
        throw badRequest('Each place can be given once');
      const paid = await app.db.transaction().execute(async (tx) => {
        for (const p of places) {
          const entry = await tx
            .selectFrom('tournament_entries')
            .select('id')
            .where('tournament_id', '=', t.id)
            .where('subscriber_id', '=', p.sid)
            .executeTakeFirst();
          if (!entry) throw badRequest(`${p.phone} is not registered for this tournament`);
        }
        // Ends the tournament first (only one call can), then claims each place: paid once, and a
        // place the engine (or an earlier call) paid is refused with 409, rolling everything back.
        const ended = await tx
          .updateTable('tournaments')
          .set({
            status: t.is_esl ? TOURNAMENT_STATUS.endedEsl : TOURNAMENT_STATUS.ended,
            is_running: 0,
            engine_state: t.engine_state === null ? null : 'finished',
          })
          .where('id', '=', t.id)
          .where('status', '<', TOURNAMENT_STATUS.ended)
          .executeTakeFirst();
        if (Number(ended.numUpdatedRows) !== 1) throw conflict(TOURNAMENT_OVER);
        const awards = places.map((p) => ({ place: p.place as 1 | 2 | 3, winners: [p.sid] }));
        return awardPlaces(tx, t, awards, { decidedBy: 'operator', at: app.nowIso(), strict: true });
      });
      const sum = (currency: string) =>
        paid.filter((p) => p.currency === currency).reduce((n, p) => n + p.amount, 0);
      return {
        success: true,
        message: 'Results saved',
        data: { credited: sum('credits'), paidPaisa: sum('rupees') },
      };
    },
  );

  app.post(
    '/tournaments/:id/void',
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Void a tournament that has paid nothing: cancelled, every entry fee refunded once',
        params: Type.Object({ id: Id() }),
      },
    },
    async (request) => {
      const t = await app.db
        .selectFrom('tournaments')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!t) throw notFound('Tournament not found');
      if (!(await app.engine.voidTournament(t.id)))
        throw conflict('This tournament has ended or paid a prize; it cannot be voided.');
      return { success: true, message: 'Tournament voided' };
    },
  );
};
