import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SessionResponse, TokenResponse } from '@portal/contracts';
import { authenticate, userOf } from '../plugins/auth.ts';
import { unauthorized } from '../lib/errors.ts';
import { liveSession, revokeSession } from '../lib/sessions.ts';
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
      const live = await liveSession(app.db, ref.s as string, ref.sid, ref.v);
      if (!live) throw unauthorized('Subscription is not active');
      // Partner status comes from the signed sign-in alone; the body's refferer is not believed.
      const token = await signAccessToken(
        { sub: String(ref.sid), sid: ref.s as string, gn: live.gn },
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
    scope.post(
      '/v1/auth/logout',
      {
        config: { rateLimit: { max: app.config.rateLimits.token, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], summary: 'Logout: ends this sign-in (its tokens and its reference)' },
      },
      async (request) => {
        await revokeSession(app.db, userOf(request).sessionId, app.nowIso());
        return { success: true };
      },
    );
  });
};
