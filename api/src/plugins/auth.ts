import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors.ts';
import { readCounters } from '../lib/read-cache.ts';
import { sessionOfClaims } from '../lib/sessions.ts';
import { verifyAccessToken, type AccessClaims } from '../lib/tokens.ts';

// Tokens already verified (signature, issuer, audience): re-checked for expiry on every use.
// Saves the HMAC on the hot path; bounded, oldest entries dropped first.
type Verified = Map<string, { claims: AccessClaims; exp: number }>;
const caches = new WeakMap<Uint8Array, Verified>();
const VERIFIED_MAX = 10_000;

async function claimsOf(token: string, key: Uint8Array, now: Date): Promise<AccessClaims | null> {
  let verified = caches.get(key);
  if (!verified) caches.set(key, (verified = new Map()));
  const hit = verified.get(token);
  if (hit) return hit.exp * 1000 > now.getTime() ? hit.claims : null;
  const claims = await verifyAccessToken(token, key, now);
  if (!claims) return null;
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp: number;
    iat?: number;
  };
  // A token issued "in the future" (the dev clock moved back) is not cached.
  if (payload.iat === undefined || payload.iat * 1000 <= now.getTime()) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, exp: payload.exp });
  }
  return claims;
}

/**
 * onRequest hook for every route but token generation: a valid HS256 JWT whose session is live
 * (not logged out or revoked, subscription active, reference version current).
 */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const app = request.server;
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized('Missing access token');
  const claims = await claimsOf(token, app.jwtKey, app.clock.now());
  if (!claims) throw unauthorized('Invalid or expired access token');
  // One read of every change counter (the caller's own too) serves the session check and the
  // request's cached reads.
  const counters = await readCounters(app.db, Number(claims.sub));
  request.counters = counters;
  const live = await sessionOfClaims(app, claims, counters);
  if (!live) throw unauthorized('Session has ended');
  request.user = {
    id: live.subscriberId,
    sessionId: claims.sid,
    msisdn: live.phone,
    gn: live.gn,
    status: live.status,
  };
}

export function userOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}
