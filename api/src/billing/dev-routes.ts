import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../lib/errors.ts';
import { DemoChargingGateway } from './gateway.ts';

/** Dev tools only (never in production): make the demo charging gateway fail, run a billing tick. */
export const billingDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const demo = () => {
    const gateway = app.billing.gateway;
    if (!(gateway instanceof DemoChargingGateway))
      throw badRequest('The charging gateway is not the demo adapter');
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
      },
    },
    async (request) => {
      const { phone, outcome, times } = request.body;
      if (outcome === 'succeed') demo().clearFailures(phone);
      else demo().failNext(phone ?? '*', outcome, times ?? 1);
      return { success: true };
    },
  );

  app.get(
    '/charging',
    { schema: { tags: ['dev'], security: [], summary: 'Every call the demo charging gateway received' } },
    async () => ({ success: true, data: demo().calls }),
  );

  app.post(
    '/billing/tick',
    { schema: { tags: ['dev'], security: [], summary: 'Open and send the charges that are due now' } },
    async () => ({ success: true, data: await app.billing.tick() }),
  );
};
