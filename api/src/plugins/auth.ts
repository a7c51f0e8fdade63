import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { MESSAGES, unauthorized } from '../lib/errors.ts';
import { readCounters, readCountersNow, type Counters } from '../lib/read-cache.ts';
import { checkedSession, sessionOfClaims, type LiveSession } from '../lib/sessions.ts';
import { verifyAccessToken, type AccessClaims } from '../lib/tokens.ts';

// Tokens already verified (signature, issuer, audience): re-checked for expiry on every use.
// Saves the HMAC on the hot path; bounded, oldest entries dropped first.
type Verified = Map<string, { claims: AccessClaims; exp: number }>;
const caches = new WeakMap<Uint8Array, Verified>();
const VERIFIED_MAX = 10_000;

function verifiedOf(key: Uint8Array): Verified {
  let verified = caches.get(key);
  if (!verified) caches.set(key, (verified = new Map()));
  return verified;
}

/** The claims of a token verified before: null once it has expired, undefined when not known. */
function knownClaims(token: string, key: Uint8Array, now: Date): AccessClaims | null | undefined {
  const hit = verifiedOf(key).get(token);
  if (!hit) return undefined;
  return hit.exp * 1000 > now.getTime() ? hit.claims : null;
}

async function claimsOf(token: string, key: Uint8Array, now: Date): Promise<AccessClaims | null> {
  const known = knownClaims(token, key, now);
  if (known !== undefined) return known;
  const claims = await verifyAccessToken(token, key, now);
  if (!claims) return null;
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp: number;
    iat?: number;
  };
  // A token issued "in the future" (the dev clock moved back) is not cached.
  if (payload.iat === undefined || payload.iat * 1000 <= now.getTime()) {
    const verified = verifiedOf(key);
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, exp: payload.exp });
  }
  return claims;
}

const tokenOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

/** The request's caller, once the session is known to be live. */
function admit(request: FastifyRequest, claims: AccessClaims, counters: Counters, live: LiveSession | null) {
  if (!live) throw unauthorized(MESSAGES.SESSION_ENDED);
  request.counters = counters;
  request.user = {
    id: live.subscriberId,
    sessionId: claims.sid,
    msisdn: live.phone,
    gn: live.gn,
    status: live.status,
    language: live.language,
  };
}

async function authenticateRead(request: FastifyRequest): Promise<void> {
  const app = request.server;
  const token = tokenOf(request);
  if (!token) throw unauthorized(MESSAGES.ACCESS_TOKEN_MISSING);
  const claims = await claimsOf(token, app.jwtKey, app.clock.now());
  if (!claims) throw unauthorized(MESSAGES.ACCESS_TOKEN_INVALID);
  // One read of every change counter (the caller's own too) serves the session check and the
  // request's cached reads.
  const counters = await readCounters(app.db, Number(claims.sub));
  admit(request, claims, counters, await sessionOfClaims(app, claims, counters));
}

/**
 * onRequest hook for every route but token generation: a valid HS256 JWT whose session is live
 * (not logged out or revoked, subscription active, reference version current). A token verified
 * before, whose session was checked at the current counters, is admitted without waiting on
 * anything (on SQLite the counters are read straight from the connection): no promise per request.
 */
export function authenticate(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const app = request.server;
  const token = tokenOf(request);
  const claims = token ? knownClaims(token, app.jwtKey, app.clock.now()) : undefined;
  const counters = claims ? readCountersNow(app.db, Number(claims.sub)) : null;
  const live = claims && counters ? checkedSession(app, claims, counters) : undefined;
  if (claims && counters && live !== undefined) {
    try {
      admit(request, claims, counters, live);
    } catch (err) {
      return done(err as Error);
    }
    return done();
  }
  authenticateRead(request).then(() => done(), done);
}

export function userOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}
