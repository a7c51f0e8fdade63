import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EncryptResponse } from '@portal/shared/types';
import { badRequest } from '../lib/errors.ts';
import {
  OPERATOR_NUMBER,
  OPERATOR_NUMBER_MESSAGE,
  referenceFor,
  subscribe,
  toInternational,
} from '../lib/subscribers.ts';
import { signReference, verifyReference } from '../lib/tokens.ts';

// The demo landing page (subscription service) and the unsubscribe service. Plain HTML, no scripts.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function landingPage(opts: { error?: string; notice?: string; number?: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PlayZone | Subscribe</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#0d0f1a;color:#f4f4f8;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{width:min(420px,92vw);background:#171a2b;border-radius:16px;padding:28px;box-shadow:0 8px 32px #0008}
h1{margin:0 0 4px;font-size:28px}p{color:#b9bccf;line-height:1.45}
label{display:block;margin:14px 0 6px;font-weight:600}
input[type=tel],select{width:100%;box-sizing:border-box;padding:12px;border-radius:10px;border:1px solid #3a3f5c;background:#0d0f1a;color:#fff;font-size:16px}
.check{display:flex;gap:8px;align-items:center;font-weight:400}
button{margin-top:20px;width:100%;padding:14px;border:0;border-radius:10px;background:#7c4dff;color:#fff;font-size:17px;font-weight:700;cursor:pointer}
.error{color:#ff6b6b}.notice{color:#7ee2a8}small{color:#8a8ea8}
</style></head>
<body><main>
<h1>PlayZone</h1>
<p>Weekly tournaments, daily gaming tasks and rewards for subscribers. One-day free trial, then Rs 10 per day (prepaid) or Rs 167 plus tax per month (postpaid).</p>
${opts.notice ? `<p class="notice" role="status">${escapeHtml(opts.notice)}</p>` : ''}
<form method="post" action="/landing/subscribe">
<label for="number">Operator number</label>
<input id="number" name="number" type="tel" inputmode="numeric" maxlength="11" pattern="0[0-9]{10}" placeholder="03XXXXXXXXX" required value="${escapeHtml(opts.number ?? '')}">
${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
<label for="type">Connection</label>
<select id="type" name="type"><option value="prepaid">Prepaid</option><option value="postpaid">Postpaid</option></select>
<label class="check"><input type="checkbox" name="partner" value="gamenow"> Enter as a GameNow partner user</label>
<button type="submit">Start your one-day free trial</button>
</form>
<p><small>Subscribe and unsubscribe happen only on the web.</small></p>
</main></body></html>`;
}

export const landingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const portal = (query: string) => `${app.config.portalOrigin}/?${query}`;

  app.get(
    '/landing',
    {
      schema: {
        tags: ['landing'],
        summary: 'Demo landing page',
        querystring: Type.Object({ unsubscribed: Type.Optional(Type.String()) }),
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          landingPage({ notice: request.query.unsubscribed ? 'You have been unsubscribed.' : undefined }),
        ),
  );

  app.post(
    '/landing/subscribe',
    {
      config: { rateLimit: { max: app.config.rateLimits.token, timeWindow: '1 minute' } },
      schema: {
        tags: ['landing'],
        summary: 'Start the free trial (or renew) and redirect to the portal with the signed reference',
        body: Type.Object({
          number: Type.String({ maxLength: 32 }),
          type: Type.Optional(Type.String({ maxLength: 16 })),
          partner: Type.Optional(Type.String({ maxLength: 16 })),
        }),
      },
    },
    async (request, reply) => {
      const number = request.body.number.trim();
      if (!OPERATOR_NUMBER.test(number)) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(landingPage({ error: OPERATOR_NUMBER_MESSAGE, number }));
      }
      const subType = request.body.type === 'postpaid' ? 'postpaid' : 'prepaid';
      const id = await subscribe(app, toInternational(number), subType);
      const a = encodeURIComponent(await referenceFor(app, id));
      const partner = request.body.partner === 'gamenow' ? '&refferer=gamenow' : '';
      return reply
        .code(303)
        .header('Cache-Control', 'no-store')
        .redirect(portal(`a=${a}${partner}`), 303);
    },
  );

  app.post(
    '/unsubscribe-service/api/encrypt',
    {
      schema: {
        tags: ['unsubscribe'],
        summary: 'Seal the session reference into a short-lived unsubscribe link parameter',
        body: Type.Object({
          mobile: Type.String({ minLength: 1, maxLength: 512 }),
          domainName: Type.String({ maxLength: 256 }),
        }),
      },
    },
    async (request) => {
      const now = app.clock.now();
      const ref = verifyReference(request.body.mobile, app.config.subscriptionSecret, 'ref', now);
      if (!ref) throw badRequest('Invalid subscriber reference');
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
      if (!ref) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(landingPage({ error: 'This unsubscribe link is invalid or has expired.' }));
      }
      await app.db
        .updateTable('subscribers')
        .set((eb) => ({
          status: 'unsubscribed',
          unsubscribed_at: app.nowIso(),
          ref_version: eb('ref_version', '+', 1),
        }))
        .where('id', '=', ref.sid)
        .where('ref_version', '=', ref.v)
        .execute();
      return reply.header('Cache-Control', 'no-store').redirect('/landing?unsubscribed=1', 303);
    },
  );
};
