import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAction } from '../../operator/audit.ts';
import { listPayouts, listSms, retryPayout, retrySms } from '../../operator/messages-repo.ts';
import { allow, ANY_STAFF, SUPPORT } from '../../operator/roles.ts';
import { IdParams, Nullable, ok200, paged, tags } from './schemas.ts';

// The SMS and payout outboxes with their delivery state, and retry of a failed one.

export const Sms = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  body: Type.String(),
  status: Type.String({ description: 'queued | sent | failed' }),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  createdAt: Type.String(),
  sentAt: Nullable(Type.String()),
});
const Payout = Type.Object({
  id: Type.Integer(),
  tournamentId: Type.Integer(),
  place: Type.Integer(),
  subscriber: Type.Object({ id: Type.Integer(), phone: Type.String() }),
  amountPaisa: Type.Integer(),
  status: Type.String({ description: 'pending | sent | failed' }),
  attempts: Type.Integer(),
  nextAttemptAt: Type.String(),
  lastError: Nullable(Type.String()),
  gatewayRef: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const Retried = ok200(Type.Object({ status: Type.String() }));

type App = Parameters<FastifyPluginAsyncTypebox>[0];

function getMessagesSms(app: App) {
  app.get(
    '/messages/sms',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'The SMS outbox, newest first',
        querystring: paged({
          status: Type.Optional(
            Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
          ),
          number: Type.Optional(Type.String({ pattern: '^(0\\d{10}|92\\d{10})$' })),
        }),
        response: ok200(Type.Array(Sms)),
      },
    },
    async (request) => {
      const q = request.query;
      return {
        success: true as const,
        data: await listSms(app.db, {
          status: q.status,
          number: q.number,
          limit: q.limit ?? 50,
          offset: q.offset ?? 0,
        }),
      };
    },
  );
}

function postMessagesSmsIdRetry(app: App) {
  app.post(
    '/messages/sms/:id/retry',
    {
      config: allow(SUPPORT),
      schema: { tags, summary: 'Queue a failed text again', params: IdParams, response: Retried },
    },
    async (request) => {
      const change = await retrySms(app.db, request.params.id);
      await recordAction(
        app.db,
        request,
        {
          action: 'sms.retry',
          target: `sms:${request.params.id}`,
          before: { status: change.before },
          after: { status: change.after },
        },
        app.nowIso(),
      );
      return { success: true as const, message: 'Queued again', data: { status: change.after } };
    },
  );
}

function getMessagesPayouts(app: App) {
  app.get(
    '/messages/payouts',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'The payout outbox (rupee prizes), newest first',
        querystring: paged({
          status: Type.Optional(
            Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
          ),
        }),
        response: ok200(Type.Array(Payout)),
      },
    },
    async (request) => {
      const q = request.query;
      return {
        success: true as const,
        data: await listPayouts(app.db, { status: q.status, limit: q.limit ?? 50, offset: q.offset ?? 0 }),
      };
    },
  );
}

function postMessagesPayoutsIdRetry(app: App) {
  app.post(
    '/messages/payouts/:id/retry',
    {
      config: allow(SUPPORT),
      schema: {
        tags,
        summary: 'Send a failed payout again (pending, due now)',
        params: IdParams,
        response: Retried,
      },
    },
    async (request) => {
      const at = app.nowIso();
      const change = await retryPayout(app.db, request.params.id, at);
      await recordAction(
        app.db,
        request,
        {
          action: 'payout.retry',
          target: `payout:${request.params.id}`,
          before: { status: change.before },
          after: { status: change.after },
        },
        at,
      );
      return { success: true as const, message: 'Queued again', data: { status: change.after } };
    },
  );
}

export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const add of [getMessagesSms, postMessagesSmsIdRetry, getMessagesPayouts, postMessagesPayoutsIdRetry])
    add(app);
};
