import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../lib/errors.ts';
import { redactUrl } from '../lib/log-redact.ts';

// Operator API access: named credentials stored only as SHA-256 hashes of random keys
// (OPERATOR_KEYS="name:hash,..."; OPERATOR_KEY, if set, is the credential "operator"), refused keys
// throttled per client address, every write and every refused key written to operator_audit, and
// the routes left out of the public API docs.

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

const WINDOW_MS = 60_000;

/** Hooks for the operator scope; call before its routes are added. */
export function registerOperatorAccess(app: FastifyInstance): void {
  const credentials = operatorCredentials(app.config.operatorKeys, app.config.operatorKey);
  const failures = new Map<string, { count: number; since: number }>();
  const maxFailures = app.config.rateLimits.operatorFailures;

  const audit = (request: FastifyRequest, operator: string, status: number) => {
    const body = request.body === undefined ? null : JSON.stringify(request.body).slice(0, 500);
    return app.db
      .insertInto('operator_audit')
      .values({
        id: randomUUID(),
        operator,
        method: request.method,
        path: redactUrl(request.url).slice(0, 300),
        status,
        detail: body,
        client: request.ip,
        created_at: app.nowIso(),
      })
      .execute();
  };

  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  app.addHook('onRequest', async (request) => {
    const now = Date.now();
    const seen = failures.get(request.ip);
    if (seen && now - seen.since > WINDOW_MS) failures.delete(request.ip);
    const current = failures.get(request.ip);
    if (current && current.count >= maxFailures)
      throw new HttpError(429, 'Too many requests, please try again later.');
    const given = request.headers['x-operator-key'];
    const name = typeof given === 'string' && given ? credentials.get(hashOperatorKey(given)) : undefined;
    if (!name) {
      if (failures.size > 10_000) failures.clear();
      failures.set(request.ip, { count: (current?.count ?? 0) + 1, since: current?.since ?? now });
      await audit(request, '-', 401);
      throw unauthorized('Operator key required');
    }
    request.operator = name;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.operator && request.method !== 'GET')
      await audit(request, request.operator, reply.statusCode);
  });
}
