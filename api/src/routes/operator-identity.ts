import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../lib/errors.ts';
import { revokeSubscriberSessions } from '../lib/sessions.ts';

// Operator actions on identity (under /api/operator, behind the operator access hooks): end every
// sign-in of a subscriber, and read the operator audit log.

export const operatorIdentityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/subscribers/:number/sessions/revoke',
    {
      schema: {
        tags: ['operator'],
        summary: 'End every sign-in of a subscriber: all their tokens and references stop working',
        params: Type.Object({ number: Type.String({ pattern: '^(0\\d{10}|92\\d{10})$' }) }),
      },
    },
    async (request) => {
      const { number } = request.params;
      const phone = number.startsWith('0') ? `92${number.slice(1)}` : number;
      const sub = await app.db
        .selectFrom('subscribers')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (!sub) throw notFound(`Unknown subscriber ${number}`);
      const revoked = await revokeSubscriberSessions(app.db, Number(sub.id), app.nowIso());
      return { success: true, data: { revoked } };
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['operator'],
        summary: 'The latest operator actions and refused keys, newest first',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('operator_audit')
        .select(['operator', 'method', 'path', 'status', 'detail', 'client', 'created_at'])
        .orderBy('created_at', 'desc')
        .limit(request.query.limit ?? 100)
        .execute();
      return { success: true, data: rows.map((r) => ({ ...r, status: Number(r.status) })) };
    },
  );
};
