import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from './errors.ts';

// CSRF protection of the landing page's forms: a random value in a SameSite=Strict, HttpOnly cookie
// and its HMAC in a hidden field. Another site can neither read the field nor make the browser send
// the cookie with its own form; a request whose Sec-Fetch-Site or Origin says "another site" is
// refused before that.

export const CSRF_COOKIE = 'pz_landing';
export const CSRF_MESSAGE = MESSAGES.FORM_EXPIRED.message;

const tokenFor = (secret: string, value: string) =>
  createHmac('sha256', secret).update(`csrf:${value}`).digest('base64url');

function cookieValue(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return rest.join('=') || null;
  }
  return null;
}

/** The form token for this browser; sets the cookie when the browser has none yet. */
export function csrfToken(request: FastifyRequest, reply: FastifyReply, secret: string): string {
  let value = cookieValue(request);
  if (!value || !/^[\w-]{32,64}$/.test(value)) {
    value = randomBytes(24).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'Set-Cookie',
      `${CSRF_COOKIE}=${value}; Path=/landing; HttpOnly; SameSite=Strict; Max-Age=86400${secure}`,
    );
  }
  return tokenFor(secret, value);
}

function sameSite(request: FastifyRequest, portalOrigin: string): boolean {
  // Browsers say where a request comes from; only the page itself (or a typed address) may post.
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  // 'null': the page's no-referrer policy makes browsers send it for their own forms too.
  if (origin === undefined || origin === 'null') return true;
  if (portalOrigin !== '' && origin === portalOrigin) return true;
  // Host only: behind a TLS-terminating proxy the api itself sees plain http.
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** True when a landing form POST comes from the landing page itself. */
export function csrfOk(
  request: FastifyRequest,
  given: unknown,
  secret: string,
  portalOrigin: string,
): boolean {
  if (!sameSite(request, portalOrigin)) return false;
  const value = cookieValue(request);
  if (!value || typeof given !== 'string') return false;
  const expected = Buffer.from(tokenFor(secret, value));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
