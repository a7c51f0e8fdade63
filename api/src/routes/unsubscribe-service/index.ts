import { HtmlPage, SeeOther } from '@portal/contracts';
import { EncryptRequest, EncryptResponse } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, badRequest } from '../../lib/errors.ts';
import { liveSession } from '../../lib/sessions.ts';
import { signReference, verifyReference } from '../../lib/tokens.ts';
import { messagePage } from '../landing/pages.ts';
import { PAGE_TEXT, pageLanguage } from '../landing/texts.ts';
import { unsubscribe } from '../../subscribers/repository.ts';

/** The unsubscribe service: the link parameter and the unsubscribe page (form posts). */
export const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/unsubscribe-service/api/encrypt',
    {
      schema: {
        response: { 200: EncryptResponse },
        tags: ['unsubscribe'],
        summary: 'Seal the session reference into a short-lived unsubscribe link parameter',
        body: EncryptRequest,
      },
    },
    async (request) => {
      const now = app.clock.now();
      const ref = verifyReference(request.body.mobile, app.config.subscriptionSecret, 'ref', now);
      if (!ref || !(await liveSession(app.db, ref.s ?? '', ref.sid, ref.v)))
        throw badRequest(MESSAGES.SUBSCRIBER_REFERENCE_INVALID);
      const exp = Math.floor(now.getTime() / 1000) + 15 * 60;
      const mobile = signReference(
        { sid: ref.sid, v: ref.v, p: 'unsub', exp },
        app.config.subscriptionSecret,
      );
      return {
        status: true,
        data: { mobile, domainName: request.body.domainName },
      } satisfies EncryptResponse;
    },
  );

  app.get(
    '/unsubscribe-service/unsubscribe',
    {
      schema: {
        response: { 303: SeeOther, 400: HtmlPage },
        tags: ['unsubscribe'],
        summary: 'End the subscription and go to the landing page',
        querystring: Type.Object({
          mobile: Type.String({ maxLength: 512 }),
          domainName: Type.Optional(Type.String({ maxLength: 256 })),
        }),
      },
    },
    async (request, reply) => {
      const ref = verifyReference(
        request.query.mobile,
        app.config.subscriptionSecret,
        'unsub',
        app.clock.now(),
      );
      // An old link (of a subscription before this one) ends nothing and says so.
      if (!ref || !(await unsubscribe(app.db, ref, app.nowIso()))) {
        const lang = pageLanguage(request);
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(messagePage({ error: PAGE_TEXT[lang].linkInvalid, lang }));
      }
      return reply.header('Cache-Control', 'no-store').redirect('/landing?unsubscribed=1', 303);
    },
  );
};
