import { LogoutResponse, SessionResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { revokeSession } from '../../lib/sessions.ts';
import { authenticate, userOf } from '../../plugins/auth.ts';

/** The session check and logout, for a valid access token (a scope of their own: the hook). */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);
  app.get(
    '/v1/auth/session',
    { schema: { response: { 200: SessionResponse }, tags: ['auth'], summary: 'Session check' } },
    async (request) => {
      const user = userOf(request);
      return {
        success: true,
        data: { msisdn: user.msisdn, gn: user.gn, language: user.language },
      } satisfies SessionResponse;
    },
  );
  app.post(
    '/v1/auth/logout',
    {
      config: { rateLimit: { max: app.config.rateLimits.token, timeWindow: '1 minute' } },
      schema: {
        response: { 200: LogoutResponse },
        tags: ['auth'],
        summary: 'Logout: ends this sign-in (its tokens and its reference)',
      },
    },
    async (request) => {
      await revokeSession(app.db, userOf(request).sessionId, app.nowIso());
      return { success: true as const };
    },
  );
};
