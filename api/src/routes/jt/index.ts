import { TokenRequest, TokenResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dayDataOf } from '../../lib/day-data.ts';
import { MESSAGES, unauthorized } from '../../lib/errors.ts';
import { liveSession } from '../../lib/sessions.ts';
import { signAccessToken, verifyReference } from '../../lib/tokens.ts';

/** The access token for a signed subscriber reference (public). */
export const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/jt/gen',
    {
      config: { rateLimit: { max: app.config.rateLimits.token, timeWindow: '1 minute' } },
      schema: {
        response: { 200: TokenResponse },
        tags: ['auth'],
        summary: 'Exchange the signed subscriber reference for an access token (header access_token)',
        body: TokenRequest,
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const ref = verifyReference(request.body.msisdn, app.config.subscriptionSecret, 'ref', now);
      if (!ref) throw unauthorized(MESSAGES.SUBSCRIBER_REFERENCE_INVALID);
      const live = await liveSession(app.db, ref.s as string, ref.sid, ref.v);
      if (!live) throw unauthorized(MESSAGES.SUBSCRIPTION_NOT_ACTIVE);
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
      // What start-up asks next comes with the token: the session facts and the day data, so a
      // first visit signs in with one round trip.
      const dayData = await dayDataOf(app, live.subscriberId);
      return {
        success: true,
        data: { session: { msisdn: live.phone, gn: live.gn, language: live.language }, dayData },
      } satisfies TokenResponse;
    },
  );
};
