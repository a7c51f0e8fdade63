import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limits } from '@portal/contracts/rules';
import { badRequest, MESSAGES, notFound, withValues } from '../../lib/errors.ts';
import { revokeSubscriberSessions } from '../../lib/sessions.ts';
import { formatCredits } from '../../lib/redemptions.ts';
import { recordAction } from '../../operator/audit.ts';
import { normalPhone } from '../../operator/matches-repo.ts';
import { ADMIN, allow, SUPPORT } from '../../operator/roles.ts';
import { adjustCredits, setSuspended, subscriberIdByNumber } from '../../operator/subscribers-repo.ts';
import { IdParams, Nullable, ok200, Reason, tags } from './schemas.ts';
import { inTransaction } from '../../db/transaction.ts';

// Actions on a subscriber: credit grants and deductions (admins, with a reason, audited),
// suspension and restore, and ending every sign-in.

const Suspension = Type.Object({ suspendedAt: Nullable(Type.String()) });

type App = Parameters<FastifyPluginAsyncTypebox>[0];

function postSubscribersIdCredits(app: App) {
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
          reason: Type.String({ minLength: limits.creditReasonMin, maxLength: limits.staffReasonMax }),
          requestId: Type.Optional(Type.String({ format: 'uuid', maxLength: 36 })),
        }),
        response: ok200(Type.Object({ before: Type.Integer(), after: Type.Integer() })),
      },
    },
    async (request) => {
      const { delta } = request.body;
      const reason = request.body.reason.trim();
      // The schema counts what was sent; the rule counts the words: spaces alone are no reason.
      if (reason.length < limits.creditReasonMin) throw badRequest(MESSAGES.REASON_TOO_SHORT);
      const at = app.nowIso();
      const data = await inTransaction(app.db, async (tx) => {
        const change = await adjustCredits(tx, request.params.id, delta, at, request.body.requestId);
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
        message: `${delta > 0 ? 'Granted' : 'Deducted'} ${formatCredits(Math.abs(delta))} credits.`,
        data,
      };
    },
  );
}

function postSubscribersIdSuspendOrRestore(app: App) {
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
          ...(suspend ? { body: Type.Object({ reason: Reason }) } : {}),
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
}

function postSubscribersNumberSessionsRevoke(app: App) {
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
      const sub = await subscriberIdByNumber(app.db, normalPhone(request.params.number));
      if (sub === null)
        throw notFound(withValues(MESSAGES.UNKNOWN_SUBSCRIBER, { phone: request.params.number }));
      const revoked = await revokeSubscriberSessions(app.db, sub, app.nowIso());
      return { success: true as const, data: { revoked } };
    },
  );
}

export const subscriberActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const add of [
    postSubscribersIdCredits,
    postSubscribersIdSuspendOrRestore,
    postSubscribersNumberSessionsRevoke,
  ])
    add(app);
};
