import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSession } from '../src/lib/sessions.ts';
import { signAccessToken } from '../src/lib/tokens.ts';

// A scripted client of the landing page's sign-in (what a browser does, with app.inject): the form
// with its CSRF cookie and field, the code request, the code from the SMS outbox, the code check.

const form = { 'content-type': 'application/x-www-form-urlencoded' };

export interface LandingForm {
  cookie: string;
  csrf: string;
}

export const hiddenField = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** Opens the landing page: the browser's cookie and the form's CSRF field. */
export async function openLanding(app: FastifyInstance): Promise<LandingForm> {
  const res = await app.inject({ method: 'GET', url: '/landing' });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] as string;
  return { cookie, csrf: hiddenField(res.body, 'csrf') };
}

export async function requestCode(
  app: FastifyInstance,
  f: LandingForm,
  number: string,
  extra = '',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/landing/subscribe',
    headers: { ...form, cookie: f.cookie },
    payload: `number=${number}&csrf=${encodeURIComponent(f.csrf)}${extra}`,
  });
}

/** The code of the latest sign-in SMS sent to a local number (03...). */
export async function latestCode(app: FastifyInstance, number: string): Promise<string> {
  const row = await app.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('phone', '=', `92${number.slice(1)}`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return /code is (\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
}

export async function submitCode(
  app: FastifyInstance,
  f: LandingForm,
  challenge: string,
  code: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/landing/verify',
    headers: { ...form, cookie: f.cookie },
    payload: `challenge=${encodeURIComponent(challenge)}&code=${code}&csrf=${encodeURIComponent(f.csrf)}`,
  });
}

/** The whole sign-in; returns the portal URL the landing page redirects to. */
export async function signInWithCode(
  app: FastifyInstance,
  number: string,
  opts: { partner?: boolean } = {},
): Promise<URL> {
  const f = await openLanding(app);
  const sent = await requestCode(app, f, number, opts.partner ? '&partner=gamenow' : '');
  if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.statusCode} ${sent.body}`);
  const res = await submitCode(app, f, hiddenField(sent.body, 'challenge'), await latestCode(app, number));
  if (res.statusCode !== 303) throw new Error(`code check failed: ${res.statusCode} ${res.body}`);
  return new URL(res.headers.location as string, 'http://x');
}

/** A token for any subscriber id (tests that seed players directly): a real session behind it. */
export async function mintToken(app: FastifyInstance, subscriberId: number): Promise<string> {
  const sub = await app.db
    .selectFrom('subscribers')
    .select('ref_version')
    .where('id', '=', subscriberId)
    .executeTakeFirstOrThrow();
  const sid = await createSession(app.db, {
    subscriberId,
    refVersion: Number(sub.ref_version),
    gn: 0,
    at: app.nowIso(),
  });
  return signAccessToken({ sub: String(subscriberId), sid, gn: 0 }, app.jwtKey, app.clock.now());
}
