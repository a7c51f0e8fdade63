import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, badRequest } from '../lib/errors.ts';
import { DemoChargingGateway } from './gateway.ts';

const Done = Type.Object({ success: Type.Literal(true) });
const Calls = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(
    Type.Object({
      chargeId: Type.Integer(),
      phone: Type.String(),
      totalPaisa: Type.Integer(),
      description: Type.String(),
      idempotencyKey: Type.String(),
    }),
  ),
});
const Tick = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    leader: Type.Boolean(),
    opened: Type.Integer(),
    outcomes: Type.Record(Type.String(), Type.Integer()),
  }),
});

/** Dev tools only (never in production): make the demo charging gateway fail, run a billing tick. */
export const billingDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const demo = () => {
    const gateway = app.billing.gateway;
    if (!(gateway instanceof DemoChargingGateway)) throw badRequest(MESSAGES.GATEWAY_NOT_DEMO);
    return gateway;
  };

  app.post(
    '/charging',
    {
      schema: {
        tags: ['dev'],
        security: [],
        summary:
          "The demo charging gateway's next answers: decline or be unreachable (times), or succeed again",
        body: Type.Object({
          phone: Type.Optional(Type.String({ pattern: '^92\\d{10}$' })),
          outcome: Type.Union([
            Type.Literal('decline'),
            Type.Literal('unavailable'),
            Type.Literal('succeed'),
          ]),
          times: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
        response: { 200: Done },
      },
    },
    async (request) => {
      const { phone, outcome, times } = request.body;
      if (outcome === 'succeed') demo().clearFailures(phone);
      else demo().failNext(phone ?? '*', outcome, times ?? 1);
      return { success: true as const };
    },
  );

  app.get(
    '/charging',
    {
      schema: {
        tags: ['dev'],
        security: [],
        summary: 'Every call the demo charging gateway received',
        response: { 200: Calls },
      },
    },
    async () => ({ success: true as const, data: demo().calls }),
  );

  app.post(
    '/billing/tick',
    {
      schema: {
        tags: ['dev'],
        security: [],
        summary: 'Open and send the charges that are due now',
        response: { 200: Tick },
      },
    },
    async () => ({ success: true as const, data: await app.billing.tick() }),
  );
};
