import { DevClockRequest, DevClockResponse, LedgerCheckResponse, SmsOutboxResponse } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { smsOutbox, walletMismatches } from '../../dev/repository.ts';
import { MESSAGES, badRequest } from '../../lib/errors.ts';

/** Registered only with DEV_TOOLS=1 (refused in production): the SMS outbox and the clock. */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sms-outbox',
    {
      schema: {
        response: { 200: SmsOutboxResponse },
        tags: ['dev'],
        security: [],
        summary: 'Text messages written by the outbox gateway (optionally to one number: ?phone=92...)',
        querystring: Type.Object({ phone: Type.Optional(Type.String({ maxLength: 16 })) }),
      },
    },
    async (request) => {
      const rows = await smsOutbox(app.db, request.query.phone);
      return { success: true as const, data: rows.map((r) => ({ ...r, id: Number(r.id) })) };
    },
  );

  app.get(
    '/ledger-check',
    {
      schema: {
        tags: ['dev'],
        security: [],
        summary: 'Subscribers whose credit or money wallet differs from the sum of its ledger',
        response: { 200: LedgerCheckResponse },
      },
    },
    async () => ({ success: true as const, data: await walletMismatches(app.db) }),
  );

  app.get(
    '/clock',
    {
      schema: {
        response: { 200: DevClockResponse },
        tags: ['dev'],
        security: [],
        summary: 'The server clock',
      },
    },
    async () => ({
      success: true as const,
      data: { now: app.nowIso(), today: app.today(), timeZone: app.config.timeZone },
    }),
  );

  app.post(
    '/clock',
    {
      schema: {
        response: { 200: DevClockResponse },
        tags: ['dev'],
        security: [],
        summary: 'Move the clock: {advanceMs} or {now}',
        body: DevClockRequest,
      },
    },
    async (request) => {
      const { advanceMs, now } = request.body;
      if (now !== undefined) app.clock.set(new Date(now));
      else if (advanceMs !== undefined) app.clock.advance(advanceMs);
      else throw badRequest(MESSAGES.ADVANCE_OR_NOW);
      // The tournament engine catches up with the new time before answering (draws, SMS, no-shows).
      await app.engine.tick();
      // Billing too: a trial that ended at the new time is charged before the answer.
      await app.billing.tick();
      return {
        success: true as const,
        data: { now: app.nowIso(), today: app.today(), timeZone: app.config.timeZone },
      };
    },
  );
};
