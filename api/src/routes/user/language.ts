import { LanguageRequest, LanguageResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, MESSAGES } from '../../lib/errors.ts';
import { setLanguage } from '../../lib/subscribers.ts';
import { authenticate, userOf } from '../../plugins/auth.ts';

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ur';

/**
 * POST /v1/user/language: the language the subscriber reads the portal and their text messages in,
 * kept for their next sign-in on any browser. Open to a suspended subscriber too (the payment page
 * has the switch). The change moves the sessions' change counter (migration 0020), so the next
 * session answer of every api process carries it.
 */
export const languageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);
  app.post(
    '/v1/user/language',
    {
      schema: {
        response: { 200: LanguageResponse },
        tags: ['profile'],
        summary: "Store the subscriber's language: 'en' or 'ur'",
        body: LanguageRequest,
      },
    },
    async (request) => {
      const { language } = request.body;
      if (!isLanguage(language)) throw badRequest(MESSAGES.LANGUAGE_INVALID);
      const user = userOf(request);
      await setLanguage(app, user.id, language);
      return { success: true, data: { language } } satisfies LanguageResponse;
    },
  );
};
