import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { limits } from '@portal/contracts/rules';
import { MESSAGES, badRequest, conflict } from '../../lib/errors.ts';
import { Id, Int } from '../../lib/limits.ts';
import { recordAction } from '../../operator/audit.ts';
import { UrduText } from '../../operator/urdu-text.ts';
import { allow, ANY_STAFF, REVIEWERS } from '../../operator/roles.ts';
import {
  checkStart,
  columnsOf,
  insertTournament,
  listTournaments,
  toTournament,
  tournamentDetail,
  tournamentRow,
  tournamentSms,
  updateTournament,
  type TournamentRow,
} from '../../operator/tournaments-repo.ts';
import { TOURNAMENT_STATUS } from '../../tournament-engine/timing.ts';
import { hasEntry } from '../../tournaments/repository.ts';
import { Done, IdParams, Nullable, ok200, paged, tags } from './schemas.ts';
import { Sms } from './messages.ts';

// Tournaments: list, create and edit (they appear on /tournaments), void with refunds (through the
// engine), and the texts sent for one. Matches and results are in matches.ts.

export const Tournament = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameUr: Nullable(Type.String()),
  gameId: Nullable(Type.Integer()),
  gameName: Type.String(),
  platform: Type.String(),
  esl: Type.Boolean(),
  status: Type.Integer(),
  isRunning: Type.Boolean(),
  engineState: Nullable(Type.String()),
  prize: Type.Integer(),
  secondPrize: Type.Integer(),
  thirdPrize: Type.Integer(),
  entryFee: Type.Integer(),
  tournType: Type.String(),
  prizeCurrency: Type.String(),
  thirdPlace: Type.String(),
  uidCheck: Type.Boolean(),
  rules: Nullable(Type.String()),
  timeStart: Nullable(Type.String()),
  timeEnd: Nullable(Type.String()),
  createdAt: Type.String(),
});
const Detail = Type.Intersect([
  Tournament,
  Type.Object({ registrations: Type.Integer(), checkins: Type.Integer() }),
]);

const Time = Type.String({ format: 'date-time', maxLength: 40 });
const Fields = {
  name: Type.String({ minLength: 1, maxLength: limits.tournamentNameMax }),
  // The name subscribers reading in Urdu see; empty or null: they see `name`.
  nameUr: UrduText(limits.tournamentNameMax),
  gameId: Id(),
  esl: Type.Boolean(),
  timeStart: Time,
  timeEnd: Type.Optional(Time),
  prize: Int(),
  secondPrize: Type.Optional(Int()),
  thirdPrize: Type.Optional(Int()),
  entryFee: Type.Optional(Int()),
  uidCheck: Type.Optional(Type.Boolean()),
  tournType: Type.Optional(Type.Union([Type.Literal('Credits'), Type.Literal('Cash')])),
  // Whole credits or whole rupees: a Cash tournament's prizes are rupees, a Credits one's credits
  // (one given alone brings the other; both given must agree, else 400).
  prizeCurrency: Type.Optional(Type.Union([Type.Literal('credits'), Type.Literal('rupees')])),
  thirdPlace: Type.Optional(Type.Union([Type.Literal('match'), Type.Literal('shared')])),
  platform: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  rules: Type.Optional(Type.String({ maxLength: 4000 })),
};
const Edit = Type.Partial(
  Type.Object({
    ...Fields,
    status: Type.Integer({ minimum: 1, maximum: 4 }),
    is_running: Type.Union([Type.Literal(0), Type.Literal(1)]),
  }),
);
// Fields that change what players paid for or when they play: only before the start.
const LOCKED_AFTER_START = [
  'gameId',
  'esl',
  'timeStart',
  'entryFee',
  'prize',
  'secondPrize',
  'thirdPrize',
  'tournType',
  'prizeCurrency',
  'thirdPlace',
] as const;

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type EditBody = Static<typeof Edit>;

/**
 * The locked fields an edit changes. A form sends a field with its present value when staff only
 * fixed a text: that changes nothing (the start time compared as an instant, in any format).
 */
function lockedChanges(b: EditBody, current: TournamentRow) {
  const now = toTournament(current);
  return LOCKED_AFTER_START.filter((k) => {
    if (b[k] === undefined) return false;
    if (k === 'timeStart') return Date.parse(b.timeStart as string) !== Date.parse(now.timeStart ?? '');
    return b[k] !== now[k];
  });
}

function getTournaments(app: App) {
  app.get(
    '/tournaments',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'Tournaments, latest start first',
        // One status or several (status=3&status=4: every ended tournament, weekly and ESL).
        querystring: paged({
          status: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 5 }), { maxItems: 5 })),
        }),
        response: ok200(Type.Array(Tournament)),
      },
    },
    async (request) => {
      const q = request.query;
      return {
        success: true as const,
        data: await listTournaments(app.db, {
          status: q.status,
          limit: q.limit ?? 50,
          offset: q.offset ?? 0,
        }),
      };
    },
  );
}

function getTournamentsId(app: App) {
  app.get(
    '/tournaments/:id',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'One tournament with its registrations',
        params: IdParams,
        response: ok200(Detail),
      },
    },
    async (request) => ({ success: true as const, data: await tournamentDetail(app.db, request.params.id) }),
  );
}

function postTournaments(app: App) {
  app.post(
    '/tournaments',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary: 'Create a tournament, open for entries (the engine draws ESL ones at their start)',
        body: Type.Object(Fields),
        response: ok200(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) => {
      checkStart(request.body.timeStart, app.clock.now());
      const id = await insertTournament(app.db, request.body, app.nowIso());
      const after = toTournament(await tournamentRow(app.db, id));
      await recordAction(
        app.db,
        request,
        { action: 'tournament.create', target: `tournament:${id}`, after },
        app.nowIso(),
      );
      return { success: true as const, message: 'Created', data: { id } };
    },
  );
}

function patchTournamentsId(app: App) {
  app.patch(
    '/tournaments/:id',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary: 'Edit a tournament (schedule and money only before its start)',
        params: IdParams,
        body: Edit,
        response: ok200(Tournament),
      },
    },
    async (request) => {
      const b = request.body;
      if (Object.keys(b).length === 0) throw badRequest(MESSAGES.NOTHING_TO_UPDATE);
      const current = await tournamentRow(app.db, request.params.id);
      const started =
        Number(current.status) !== TOURNAMENT_STATUS.open ||
        current.engine_state !== null ||
        (current.time_start !== null && current.time_start <= app.nowIso());
      const changes = lockedChanges(b, current);
      if (started && changes.length > 0) throw conflict(MESSAGES.TOURNAMENT_STARTED_LOCKED);
      if (changes.includes('timeStart')) checkStart(b.timeStart as string, app.clock.now());
      // Every player pays the same fee, and a refund gives back what each one paid.
      if (changes.includes('entryFee') && (await hasEntry(app.db, current.id))) {
        throw conflict(MESSAGES.FEE_LOCKED_AFTER_ENTRIES);
      }
      const cols = await columnsOf(app.db, b, current);
      await updateTournament(app.db, current.id, cols, { status: b.status, is_running: b.is_running });
      const after = toTournament(await tournamentRow(app.db, current.id));
      await recordAction(
        app.db,
        request,
        {
          action: 'tournament.update',
          target: `tournament:${current.id}`,
          before: toTournament(current),
          after,
        },
        app.nowIso(),
      );
      return { success: true as const, message: 'Updated', data: after };
    },
  );
}

function postTournamentsIdVoid(app: App) {
  app.post(
    '/tournaments/:id/void',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary:
          'Void a tournament that has paid nothing: cancelled, every entry fee refunded once, players texted',
        params: IdParams,
        response: { 200: Done },
      },
    },
    async (request) => {
      const t = await tournamentRow(app.db, request.params.id);
      if (!(await app.engine.voidTournament(Number(t.id)))) throw conflict(MESSAGES.TOURNAMENT_NOT_VOIDABLE);
      await recordAction(
        app.db,
        request,
        {
          action: 'tournament.void',
          target: `tournament:${t.id}`,
          before: { status: Number(t.status) },
          after: { status: TOURNAMENT_STATUS.cancelled },
        },
        app.nowIso(),
      );
      return { success: true as const, message: 'Tournament voided' };
    },
  );
}

function getTournamentsIdSms(app: App) {
  app.get(
    '/tournaments/:id/sms',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'Texts sent to its players about it',
        params: IdParams,
        response: ok200(Type.Array(Sms)),
      },
    },
    async (request) => ({
      success: true as const,
      data: await tournamentSms(app.db, await tournamentRow(app.db, request.params.id)),
    }),
  );
}

export const tournamentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const add of [
    getTournaments,
    getTournamentsId,
    postTournaments,
    patchTournamentsId,
    postTournamentsIdVoid,
    getTournamentsIdSms,
  ])
    add(app);
};
