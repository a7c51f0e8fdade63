import { DevClockRequest, DevClockResponse, SmsOutboxResponse } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../lib/errors.ts';

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
      let query = app.db.selectFrom('sms_outbox').selectAll().orderBy('id');
      if (request.query.phone) query = query.where('phone', '=', request.query.phone);
      const rows = await query.execute();
      return { success: true as const, data: rows.map((r) => ({ ...r, id: Number(r.id) })) };
    },
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
      else throw badRequest('Give advanceMs or now');
      // The tournament engine catches up with the new time before answering (draws, SMS, no-shows).
      await app.engine.tick();
      return {
        success: true as const,
        data: { now: app.nowIso(), today: app.today(), timeZone: app.config.timeZone },
      };
    },
  );
};
