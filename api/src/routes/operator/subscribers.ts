import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors.ts';
import { revokeSubscriberSessions } from '../../lib/sessions.ts';
import { recordAction } from '../../operator/audit.ts';
import { normalPhone } from '../../operator/matches-repo.ts';
import { listRedemptions } from '../../operator/redemptions-repo.ts';
import { ADMIN, allow, ANY_STAFF, SUPPORT } from '../../operator/roles.ts';
import {
  adjustCredits,
  entriesOfSubscriber,
  ledgerOf,
  searchSubscribers,
  setSuspended,
  subscriberProfile,
  tournamentsOfSubscriber,
} from '../../operator/subscribers-repo.ts';
import { Redemption } from './redemptions.ts';
import { IdParams, Nullable, ok200, paged, Reason, tags } from './schemas.ts';

// Subscribers: search by number, the whole history, credit grants and deductions (admins), and
// suspension.

const Profile = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  subscription: Type.Object({
    type: Type.String(),
    status: Type.String(),
    trialEndsAt: Nullable(Type.String()),
    subscribedAt: Type.String(),
    unsubscribedAt: Nullable(Type.String()),
  }),
  suspendedAt: Nullable(Type.String()),
  suspendedReason: Nullable(Type.String()),
  createdAt: Type.String(),
  credits: Type.Integer(),
  moneyPaisa: Type.Integer(),
  totals: Type.Object({
    score: Type.Integer(),
    challenges: Type.Integer(),
    redeemed: Type.Integer(),
    tournaments: Type.Integer(),
  }),
});
const Row = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  name: Type.String(),
  status: Type.String(),
  suspended: Type.Boolean(),
  createdAt: Type.String(),
});
const LedgerRow = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer(),
  reason: Type.String(),
  refKey: Nullable(Type.String()),
  createdAt: Type.String(),
});
const Entry = Type.Object({
  kind: Type.String(),
  id: Type.Integer(),
  image: Type.String(),
  challenge: Type.String(),
  prize: Type.Integer(),
  status: Type.String(),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
});
const TournamentEntry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  timeStart: Nullable(Type.String()),
  checkedIn: Type.Boolean(),
  place: Nullable(Type.Integer()),
  joinedAt: Type.String(),
});
const Suspension = Type.Object({ suspendedAt: Nullable(Type.String()) });
const read = { config: allow(ANY_STAFF) };

export const subscriberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/subscribers',
    {
      ...read,
      schema: {
        tags,
        summary: 'Find subscribers by number (03..., 92... or its first digits)',
        querystring: Type.Object({ number: Type.String({ pattern: '^\\+?\\d{4,12}$' }) }),
        response: ok200(Type.Array(Row)),
      },
    },
    async (request) => ({
      success: true as const,
      data: await searchSubscribers(app.db, request.query.number),
    }),
  );

  app.get(
    '/subscribers/:id',
    {
      ...read,
      schema: {
        tags,
        summary: 'A subscriber\u2019s profile, subscription state and balances',
        params: IdParams,
        response: ok200(Profile),
      },
    },
    async (request) => ({ success: true as const, data: await subscriberProfile(app.db, request.params.id) }),
  );

  app.get(
    '/subscribers/:id/ledger',
    {
      ...read,
      schema: {
        tags,
        summary: 'Credits or prize-money ledger, newest first',
        params: IdParams,
        querystring: paged({
          wallet: Type.Optional(Type.Union([Type.Literal('credits'), Type.Literal('money')])),
        }),
        response: ok200(Type.Array(LedgerRow)),
      },
    },
    async (request) => {
      const q = request.query;
      return {
        success: true as const,
        data: await ledgerOf(app.db, request.params.id, q.wallet ?? 'credits', q.limit ?? 50, q.offset ?? 0),
      };
    },
  );

  app.get(
    '/subscribers/:id/entries',
    {
      ...read,
      schema: {
        tags,
        summary: 'Screenshot entries with their review',
        params: IdParams,
        response: ok200(Type.Array(Entry)),
      },
    },
    async (request) => ({
      success: true as const,
      data: await entriesOfSubscriber(app.db, request.params.id),
    }),
  );

  app.get(
    '/subscribers/:id/redemptions',
    {
      ...read,
      schema: {
        tags,
        summary: 'Redemptions, holds included',
        params: IdParams,
        response: ok200(Type.Array(Redemption)),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listRedemptions(app.db, { subscriberId: request.params.id, limit: 200, offset: 0 }),
    }),
  );

  app.get(
    '/subscribers/:id/tournaments',
    {
      ...read,
      schema: {
        tags,
        summary: 'Tournaments entered',
        params: IdParams,
        response: ok200(Type.Array(TournamentEntry)),
      },
    },
    async (request) => ({
      success: true as const,
      data: await tournamentsOfSubscriber(app.db, request.params.id),
    }),
  );

  app.post(
    '/subscribers/:id/credits',
    {
      config: allow(ADMIN),
      schema: {
        tags,
        summary: 'Grant (positive) or deduct (negative) credits with a reason: a ledger entry, audited',
        params: IdParams,
        body: Type.Object({
          delta: Type.Integer({ minimum: -100_000, maximum: 100_000, not: { const: 0 } }),
          reason: Type.String({ minLength: 3, maxLength: 500 }),
        }),
        response: ok200(Type.Object({ before: Type.Integer(), after: Type.Integer() })),
      },
    },
    async (request) => {
      const { delta } = request.body;
      const reason = request.body.reason.trim();
      const at = app.nowIso();
      const data = await app.db.transaction().execute(async (tx) => {
        const change = await adjustCredits(tx, request.params.id, delta, at);
        await recordAction(
          tx,
          request,
          {
            action: delta > 0 ? 'credits.grant' : 'credits.deduct',
            target: `subscriber:${request.params.id}`,
            before: { credits: change.before },
            after: { credits: change.after, delta, reason },
          },
          at,
        );
        return change;
      });
      return {
        success: true as const,
        message: `${delta > 0 ? 'Granted' : 'Deducted'} ${Math.abs(delta)} credits`,
        data,
      };
    },
  );

  for (const [path, suspend] of [
    ['suspend', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/subscribers/:id/${path}`,
      {
        config: allow(SUPPORT),
        schema: {
          tags,
          summary: suspend
            ? 'Suspend: every sign-in ends and none works until restored'
            : 'Restore a suspended subscriber',
          params: IdParams,
          body: suspend ? Type.Object({ reason: Reason }) : Type.Optional(Type.Object({})),
          response: ok200(Suspension),
        },
      },
      async (request) => {
        const at = app.nowIso();
        const reason = suspend ? (request.body as { reason: string }).reason.trim() || 'Suspended' : null;
        const change = await setSuspended(app.db, request.params.id, reason, at);
        await recordAction(
          app.db,
          request,
          { action: `subscriber.${path}`, target: `subscriber:${request.params.id}`, ...change },
          at,
        );
        return {
          success: true as const,
          message: suspend ? 'Suspended' : 'Restored',
          data: { suspendedAt: change.after.suspendedAt },
        };
      },
    );
  }

  app.post(
    '/subscribers/:number/sessions/revoke',
    {
      config: allow(SUPPORT),
      schema: {
        tags,
        summary: 'End every sign-in of a subscriber: all their tokens and references stop working',
        params: Type.Object({ number: Type.String({ pattern: '^(0\\d{10}|92\\d{10})$' }) }),
        response: ok200(Type.Object({ revoked: Type.Integer() })),
      },
    },
    async (request) => {
      const sub = await app.db
        .selectFrom('subscribers')
        .select('id')
        .where('phone', '=', normalPhone(request.params.number))
        .executeTakeFirst();
      if (!sub) throw notFound(`Unknown subscriber ${request.params.number}`);
      const revoked = await revokeSubscriberSessions(app.db, Number(sub.id), app.nowIso());
      return { success: true as const, data: { revoked } };
    },
  );
};
