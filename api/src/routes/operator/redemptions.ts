import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, badRequest } from '../../lib/errors.ts';
import { formatCredits } from '../../lib/redemptions.ts';
import { recordAction } from '../../operator/audit.ts';
import { advance, listRedemptions, redemptionById, refund, toCsv } from '../../operator/redemptions-repo.ts';
import { allow, SUPPORT } from '../../operator/roles.ts';
import { IdParams, Nullable, ok200, paged, Reason, tags } from './schemas.ts';

// Redemptions for the fulfilment team: the list with contact details, status steps, refunds and
// a CSV export.

const Status = Type.Union(
  ['reserved', 'requested', 'processing', 'fulfilled', 'cancelled', 'refunded'].map((s) => Type.Literal(s)),
);
export const Redemption = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  subscriber: Type.Object({ id: Type.Integer(), phone: Type.String() }),
  reward: Type.Object({ id: Type.Integer(), name: Type.String() }),
  credits: Type.Integer(),
  contact: Type.Object({
    name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    pubgId: Nullable(Type.String()),
  }),
  status: Type.String(),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  claimedAt: Nullable(Type.String()),
  updatedAt: Nullable(Type.String()),
});
const Number03 = Type.String({ pattern: '^(0\\d{10}|92\\d{10})$' });
const Filter = { status: Type.Optional(Status), number: Type.Optional(Number03) };

type App = Parameters<FastifyPluginAsyncTypebox>[0];

function getRedemptions(app: App) {
  app.get(
    '/redemptions',
    {
      config: allow(SUPPORT),
      schema: {
        tags,
        summary: 'Redemptions, newest first (holds not yet claimed left out unless asked)',
        querystring: paged(Filter),
        response: ok200(Type.Array(Redemption)),
      },
    },
    async (request) => {
      const q = request.query;
      return {
        success: true as const,
        data: await listRedemptions(app.db, {
          status: q.status,
          number: q.number,
          limit: q.limit ?? 50,
          offset: q.offset ?? 0,
        }),
      };
    },
  );
}

function getRedemptionsExportCsv(app: App) {
  app.get(
    '/redemptions/export.csv',
    {
      config: allow(SUPPORT),
      schema: {
        tags,
        summary: 'The redemptions as CSV for the fulfilment team (at most 10,000 rows)',
        querystring: Type.Object(Filter),
        response: { 200: Type.String({ description: 'text/csv' }) },
      },
    },
    async (request, reply) => {
      const rows = await listRedemptions(app.db, { ...request.query, limit: 10_000, offset: 0 });
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="redemptions-${app.today()}.csv"`);
      return toCsv(rows);
    },
  );
}

function postRedemptionsIdStatus(app: App) {
  app.post(
    '/redemptions/:id/status',
    {
      config: allow(SUPPORT),
      schema: {
        tags,
        summary: 'Move a redemption on: requested -> processing -> fulfilled',
        params: IdParams,
        body: Type.Object({ status: Type.Union([Type.Literal('processing'), Type.Literal('fulfilled')]) }),
        response: ok200(Redemption),
      },
    },
    async (request) => {
      const at = app.nowIso();
      const { before, after } = await advance(app.db, request.params.id, request.body.status, at);
      await recordAction(
        app.db,
        request,
        {
          action: 'redemption.status',
          target: `redemption:${before.id}`,
          before: { status: before.status },
          after: { status: after.status },
        },
        at,
      );
      return {
        success: true as const,
        message: `Redemption ${after.id} marked ${after.status}.`,
        data: after,
      };
    },
  );
}

function postRedemptionsIdCancel(app: App) {
  app.post(
    '/redemptions/:id/cancel',
    {
      config: allow(SUPPORT),
      schema: {
        tags,
        summary: 'Cancel a redemption and refund its credits through the ledger, once',
        params: IdParams,
        body: Type.Object({ reason: Reason }),
        response: ok200(Type.Object({ redemption: Redemption, refunded: Type.Integer() })),
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest(MESSAGES.REASON_REQUIRED);
      const at = app.nowIso();
      await redemptionById(app.db, request.params.id);
      const { before, after } = await refund(app.db, request.params.id, reason, at, (tx, b) =>
        recordAction(
          tx,
          request,
          {
            action: 'redemption.refund',
            target: `redemption:${b.id}`,
            before: { status: b.status },
            after: { status: 'refunded', reason, credits: b.credits },
          },
          at,
        ),
      );
      return {
        success: true as const,
        message: `Redemption ${before.id} refunded; ${formatCredits(before.credits)} credits returned.`,
        data: { redemption: after, refunded: before.credits },
      };
    },
  );
}

export const redemptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const add of [
    getRedemptions,
    getRedemptionsExportCsv,
    postRedemptionsIdStatus,
    postRedemptionsIdCancel,
  ])
    add(app);
};
