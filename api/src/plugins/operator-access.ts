import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MESSAGES, forbidden, HttpError, unauthorized } from '../lib/errors.ts';
import { recordRequest } from '../operator/audit.ts';
import { ADMIN, type Actor } from '../operator/roles.ts';
import { actorOfSession, cookieOf, csrfMatches, STAFF_COOKIE } from '../operator/staff-sessions.ts';

// Access to /api/operator: a staff session (HttpOnly cookie, CSRF header on unsafe methods, the
// route's roles), or a command-line key (x-operator-key) used on the server itself. Keys are stored
// only as SHA-256 hashes (OPERATOR_KEYS="name:hash,..."; OPERATOR_KEY, if set, is the credential
// "operator"); refused keys are throttled per client address. Every unsafe request is audited, and
// the routes stay out of the public API docs (staff read their own document).

export const hashOperatorKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new credential: the key to hand to the operator and the line for OPERATOR_KEYS. */
export function newOperatorCredential(name: string): { key: string; entry: string } {
  const key = `pzop_${randomBytes(24).toString('base64url')}`;
  return { key, entry: `${name}:${hashOperatorKey(key)}` };
}

export function operatorCredentials(keys: string, legacyKey: string): Map<string, string> {
  const byHash = new Map<string, string>();
  if (legacyKey) byHash.set(hashOperatorKey(legacyKey), 'operator');
  for (const item of keys.split(',')) {
    const [name, hash] = item.trim().split(':');
    if (name && hash && /^[0-9a-f]{64}$/.test(hash)) byHash.set(hash, name);
  }
  return byHash;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open without a session (staff sign-in only). */
    publicRoute?: boolean;
  }
}

const WINDOW_MS = 60_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const STAFF_REQUIRED = MESSAGES.STAFF_REQUIRED.message;
export const CSRF_REFUSED = MESSAGES.CSRF_REFUSED.message;
export const ROLE_REFUSED = MESSAGES.ROLE_REFUSED.message;

/** A key counts only on a direct loopback connection: never through a proxy, never from afar. */
function onServerItself(request: FastifyRequest): boolean {
  const h = request.headers;
  if (h['x-forwarded-for'] || h.forwarded || h['x-real-ip']) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** Every route of the operator scope, for the staff API document and the access tests. */
const routeLists = new WeakMap<FastifyInstance, RouteOptions[]>();
export const operatorRouteList = (app: FastifyInstance) => routeLists.get(app.server as never) ?? [];

/** Hooks for the operator scope; call before its routes are added. */
export function registerOperatorAccess(app: FastifyInstance): void {
  const credentials = operatorCredentials(app.config.operatorKeys, app.config.operatorKey);
  const failures = new Map<string, { count: number; since: number }>();
  const maxFailures = app.config.rateLimits.operatorFailures;
  const routes: RouteOptions[] = [];
  routeLists.set(app.server as never, routes);

  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
    route.config = { roles: ADMIN, ...(route.config ?? {}) };
    routes.push(route);
  });

  const keyActor = (request: FastifyRequest): Actor | null | undefined => {
    const given = request.headers['x-operator-key'];
    if (given === undefined) return undefined;
    const name = typeof given === 'string' && given ? credentials.get(hashOperatorKey(given)) : undefined;
    if (!name || !onServerItself(request)) return null;
    return { staffId: null, username: `key:${name}`, name, role: 'admin', sessionHash: null };
  };

  const throttle = (request: FastifyRequest) => {
    const now = Date.now();
    const seen = failures.get(request.ip);
    if (seen && now - seen.since > WINDOW_MS) failures.delete(request.ip);
    const current = failures.get(request.ip);
    if (current && current.count >= maxFailures) throw new HttpError(429, MESSAGES.TOO_MANY_REQUESTS);
    return () => {
      if (failures.size > 10_000) failures.clear();
      failures.set(request.ip, { count: (current?.count ?? 0) + 1, since: current?.since ?? now });
    };
  };

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const countFailure = throttle(request);
    const cookie = cookieOf(request.headers.cookie, STAFF_COOKIE);
    const session = cookie ? await actorOfSession(app.db, cookie, app.clock.now()) : null;
    const key = session ? undefined : keyActor(request);
    if (key === null) {
      countFailure();
      await recordRequest(app.db, request, 401, app.nowIso(), '-');
      throw unauthorized(MESSAGES.OPERATOR_KEY_REQUIRED);
    }
    const actor = session ?? key;
    if (actor) {
      request.actor = actor;
      request.operator = actor.username;
    }
    if (config.publicRoute) return;
    if (!actor) throw unauthorized(MESSAGES.STAFF_REQUIRED);
    // A browser sends the cookie by itself; only the console's own script can add the header.
    if (actor.sessionHash && !SAFE.has(request.method)) {
      if (!csrfMatches(app.jwtKey, actor.sessionHash, request.headers['x-csrf-token'])) {
        await recordRequest(app.db, request, 403, app.nowIso());
        throw forbidden(MESSAGES.CSRF_REFUSED);
      }
    }
    if (!(config.roles ?? ADMIN).includes(actor.role)) {
      if (!SAFE.has(request.method)) {
        await recordRequest(app.db, request, 403, app.nowIso());
      }
      throw forbidden(MESSAGES.ROLE_REFUSED);
    }
  });

  // Recorded before the answer leaves (onSend, not onResponse): an operator who sees a write
  // succeed finds it in the audit on the next request, and a write is never answered unaudited.
  app.addHook('onSend', async (request, reply) => {
    if (request.audited || SAFE.has(request.method)) return;
    if (!request.actor && reply.statusCode === 401) return;
    try {
      await recordRequest(app.db, request, reply.statusCode, app.nowIso());
    } catch (error) {
      request.log.error({ err: error }, 'operator audit entry not recorded');
    }
  });
}
