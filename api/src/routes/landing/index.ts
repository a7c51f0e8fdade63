import { HtmlPage, SeeOther } from '@portal/contracts';
import { isOperatorNumber } from '@portal/contracts/rules';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { csrfOk, csrfToken } from '../../lib/csrf.ts';
import { checkCode, recentSms, sendCode, SignInError } from '../../lib/sign-in.ts';
import { signInSubscriber, subscribe, toInternational } from '../../lib/subscribers.ts';
import { codePage, inboxPage, landingPage, messagePage } from './pages.ts';
import { languageCookie, pageLanguage, pageMessage, type PageLanguage } from './texts.ts';
import { urduFontFaces } from './urdu-font.ts';

// The demo subscription service's sign-in: number -> 6-digit code by SMS -> code checked -> the
// signed reference, for new and returning subscribers alike. Nothing is issued without the code.

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

const field = Type.Optional(Type.String({ maxLength: 128 }));

function helpers(app: FastifyInstance) {
  const secret = app.config.subscriptionSecret;
  // The Urdu font's files are the portal's own, in the shell's build this server serves (web.ts).
  const shellDist = join(app.config.webRoot, 'shell', 'dist');
  const fontFaces = (lang: PageLanguage) => (lang === 'ur' ? urduFontFaces(shellDist) : '');
  return {
    secret,
    limit: { rateLimit: { max: app.config.rateLimits.signIn, timeWindow: '1 minute' } },
    token: (request: FastifyRequest, reply: FastifyReply) => csrfToken(request, reply, secret),
    csrfOk: (request: FastifyRequest, given: unknown) =>
      csrfOk(request, given, secret, app.config.portalOrigin),
    inboxLink: (number: string) =>
      app.config.devTools ? `/landing/sms-inbox?number=${encodeURIComponent(number)}` : undefined,
    fontFaces,
    refused: (request: FastifyRequest, reply: FastifyReply) => {
      const lang = pageLanguage(request);
      const error = pageMessage('FORM_EXPIRED', lang);
      return html(reply, 403, messagePage({ error, lang, fontFaces: fontFaces(lang) }));
    },
  };
}

/** The landing form and the code request. */
const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limit, token, inboxLink, refused, ...h } = helpers(app);
  app.get(
    '/landing',
    {
      schema: {
        response: { 200: HtmlPage },
        tags: ['landing'],
        summary: 'Demo landing page',
        querystring: Type.Object({
          unsubscribed: Type.Optional(Type.String({ maxLength: 8 })),
          lang: Type.Optional(Type.String({ maxLength: 8 })),
        }),
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request, request.query.lang);
      const fontFaces = h.fontFaces(lang);
      // A switch link: the choice is remembered for the landing page and the portal alike.
      if (request.query.lang === 'en' || request.query.lang === 'ur')
        reply.header('Set-Cookie', languageCookie(lang));
      const notice = request.query.unsubscribed ? pageMessage('UNSUBSCRIBED', lang) : undefined;
      return html(reply, 200, landingPage({ csrf: token(request, reply), notice, lang, fontFaces }));
    },
  );

  app.post(
    '/landing/subscribe',
    {
      config: limit,
      schema: {
        response: { 200: HtmlPage, 400: HtmlPage, 429: HtmlPage },
        tags: ['landing'],
        summary: 'Send a 6-digit sign-in code by SMS and show the code form',
        body: Type.Object({
          number: Type.String({ maxLength: 32 }),
          type: Type.Optional(Type.String({ maxLength: 16 })),
          partner: Type.Optional(Type.String({ maxLength: 16 })),
          csrf: field,
          /** The browser's language ('en' | 'ur'), when the form says; else the pz_lang cookie. */
          language: Type.Optional(Type.String({ maxLength: 8 })),
        }),
      },
    },
    async (request, reply) => {
      if (!h.csrfOk(request, request.body.csrf)) return refused(request, reply);
      const lang = pageLanguage(request, request.body.language);
      const fontFaces = h.fontFaces(lang);
      const csrf = token(request, reply);
      const number = request.body.number.trim();
      if (!isOperatorNumber(number))
        return html(
          reply,
          400,
          landingPage({
            csrf,
            error: pageMessage('OPERATOR_NUMBER_INVALID', lang),
            number,
            lang,
            fontFaces,
          }),
        );
      try {
        const challenge = await sendCode(app, {
          phone: toInternational(number),
          subType: request.body.type === 'postpaid' ? 'postpaid' : 'prepaid',
          partner: request.body.partner === 'gamenow',
          language: lang,
        });
        const inbox = inboxLink(number);
        return html(reply, 200, codePage({ csrf, challenge, number, inbox, lang, fontFaces }));
      } catch (err) {
        if (!(err instanceof SignInError)) throw err;
        const error = pageMessage(err.code, lang, err.triesLeft);
        return html(reply, err.statusCode, landingPage({ csrf, error, number, lang, fontFaces }));
      }
    },
  );
};

/** The code check: only the right code signs in, and only then is the reference issued. */
const verifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limit, token, inboxLink, refused, ...h } = helpers(app);
  app.post(
    '/landing/verify',
    {
      config: limit,
      schema: {
        response: { 303: SeeOther, 400: HtmlPage, 403: HtmlPage },
        tags: ['landing'],
        summary: 'Check the code; subscribe or sign in and redirect to the portal with the signed reference',
        body: Type.Object({
          challenge: Type.String({ maxLength: 64 }),
          code: field,
          number: field,
          csrf: field,
        }),
      },
    },
    async (request, reply) => {
      if (!h.csrfOk(request, request.body.csrf)) return refused(request, reply);
      const lang = pageLanguage(request);
      const fontFaces = h.fontFaces(lang);
      const csrf = token(request, reply);
      const number = isOperatorNumber(request.body.number ?? '') ? (request.body.number as string) : '';
      const { challenge } = request.body;
      let checked;
      try {
        checked = await checkCode(app, challenge, (request.body.code ?? '').trim());
      } catch (err) {
        if (!(err instanceof SignInError)) throw err;
        const error = pageMessage(err.code, lang, err.triesLeft);
        if (err.retry)
          return html(
            reply,
            400,
            codePage({ csrf, challenge, number, error, inbox: inboxLink(number), lang, fontFaces }),
          );
        return html(reply, err.statusCode, landingPage({ csrf, error, number, lang, fontFaces }));
      }
      const id = await subscribe(app, checked.phone, checked.subType);
      const { reference } = await signInSubscriber(app, id, checked.partner ? 1 : 0);
      // The partner flag in the address is for the front end (docs/product/access-and-start-up.md);
      // the api takes partner status from the session this sign-in created, never from that value.
      const partner = checked.partner ? '&refferer=gamenow' : '';
      const target = `${app.config.portalOrigin}/?a=${encodeURIComponent(reference)}${partner}`;
      return reply.code(303).header('Cache-Control', 'no-store').redirect(target, 303);
    },
  );
};

/** Dev tools only: the demo SMS inbox of one number. */
const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { fontFaces } = helpers(app);
  app.get(
    '/landing/sms-inbox',
    {
      schema: {
        response: { 200: HtmlPage, 400: HtmlPage },
        tags: ['dev'],
        summary: 'Demo SMS inbox of one number (dev tools only)',
        querystring: Type.Object({ number: Type.String({ maxLength: 16 }) }),
      },
    },
    async (request, reply) => {
      const number = request.query.number.trim();
      if (!isOperatorNumber(number))
        return html(reply, 400, messagePage({ error: pageMessage('OPERATOR_NUMBER_INVALID', 'en') }));
      const texts = await recentSms(app, toInternational(number));
      return html(
        reply,
        200,
        inboxPage(number, texts, () => fontFaces('ur')),
      );
    },
  );
};

export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formRoutes);
  await app.register(verifyRoutes);
  if (app.config.devTools) await app.register(inboxRoutes);
};
