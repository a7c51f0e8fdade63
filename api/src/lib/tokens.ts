import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

// Subscriber references (the `a` entry parameter): opaque, HMAC-signed by the subscription
// service. Format: base64url(JSON payload) "." base64url(HMAC-SHA256). A raw phone number is not one.

export interface RefPayload {
  sid: number; // subscriber id
  v: number; // subscriber ref_version at issue time
  p: 'ref' | 'unsub'; // purpose
  exp: number; // unix seconds
  /** The sign-in (session id) a 'ref' reference belongs to: revoking the session ends the reference. */
  s?: string;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function signReference(payload: RefPayload, secret: string): string {
  const body = b64(JSON.stringify(payload));
  const mac = createHmac('sha256', secret).update(body).digest();
  return `${body}.${b64(mac)}`;
}

/** Returns the payload when the signature is valid, the purpose matches and it has not expired. */
export function verifyReference(
  token: string,
  secret: string,
  purpose: RefPayload['p'],
  now: Date,
): RefPayload | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RefPayload;
    if (p.p !== purpose || typeof p.sid !== 'number' || typeof p.exp !== 'number') return null;
    if (typeof p.v !== 'number' || (purpose === 'ref' && typeof p.s !== 'string')) return null;
    if (p.exp * 1000 <= now.getTime()) return null;
    return p;
  } catch {
    return null;
  }
}

export const JWT_ISSUER = 'playzone-api';
export const JWT_AUDIENCE = 'playzone-portal';
export const JWT_TTL_SECONDS = 15 * 60;

/**
 * The token names a session (`sid`), never the subscriber reference: a leaked token cannot mint
 * new tokens, and revoking the session ends it at the next request.
 */
export interface AccessClaims {
  sub: string;
  sid: string;
  gn: 0 | 1;
}

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sid, gn: claims.gn })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + JWT_TTL_SECONDS)
    .sign(secret);
}

export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid, gn: payload.gn === 1 ? 1 : 0 };
  } catch {
    return null;
  }
}
