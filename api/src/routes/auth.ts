import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SessionResponse, TokenResponse } from '@portal/shared/types';
import { authenticate, userOf } from '../plugins/auth.ts';
import { unauthorized } from '../lib/errors.ts';
import { signAccessToken, verifyReference } from '../lib/tokens.ts';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/jt/gen',
    {
      config: { rateLimit: { max: app.config.rateLimits.token, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the signed subscriber reference for an access token (header access_token)',
        body: Type.Object({
          msisdn: Type.String({
            minLength: 1,
            maxLength: 512,
            description: 'The signed subscriber reference (entry parameter a)',
          }),
          refferer: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
        }),
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const ref = verifyReference(request.body.msisdn, app.config.subscriptionSecret, 'ref', now);
      if (!ref) throw unauthorized('Invalid subscriber reference');
      const sub = await app.db
        .selectFrom('subscribers')
        .select(['id', 'status', 'ref_version'])
        .where('id', '=', ref.sid)
        .executeTakeFirst();
      if (!sub || sub.status === 'unsubscribed' || Number(sub.ref_version) !== ref.v)
        throw unauthorized('Subscription is not active');
      const gn = request.body.refferer === 'gamenow' ? 1 : 0;
      const token = await signAccessToken(
        { sub: String(sub.id), msisdn: request.body.msisdn, gn },
        app.jwtKey,
        now,
      );
      reply
        .header('access_token', token)
        .header('Access-Control-Expose-Headers', 'access_token')
        .header('Cache-Control', 'no-store');
      return { success: true } satisfies TokenResponse;
    },
  );

  app.register(async (scope) => {
    scope.addHook('onRequest', authenticate);
    scope.get(
      '/v1/auth/session',
      { schema: { tags: ['auth'], summary: 'Session check' } },
      async (request) => {
        const user = userOf(request);
        return { success: true, data: { msisdn: user.msisdn, gn: user.gn } } satisfies SessionResponse;
      },
    );
  });
};
