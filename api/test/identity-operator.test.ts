import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config.ts';
import { newOperatorCredential, operatorCredentials } from '../src/plugins/operator-access.ts';
import { databases, json, OPERATOR_KEY, startApp, type TestApp } from './helpers.ts';

// Operator access with command-line keys: named credentials kept as hashes, accepted only on the
// server itself, refused keys throttled per client address, every write audited with the
// credential's name, the operator routes absent from the public docs,
// and the operator action that ends every sign-in of a subscriber.

describe.each(databases)('operator access (%s)', (kind) => {
  let t: TestApp;
  const alice = newOperatorCredential('alice');
  beforeAll(async () => {
    t = await startApp(kind, { OPERATOR_KEYS: alice.entry });
  });
  afterAll(async () => t.close());

  const op = (key: string, method: 'GET' | 'POST', url: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method, url: `/api/operator${url}`, headers: { 'x-operator-key': key }, remoteAddress });

  it('keeps the operator endpoints out of the public API docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(docs).paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => p.includes('operator'))).toEqual([]);
  });

  it('ends every sign-in of a subscriber and records who did it', async () => {
    const s = await t.login();
    const res = await op(alice.key, 'POST', `/subscribers/${s.number}/sessions/revoke`);
    expect(json(res)).toEqual({ success: true, data: { revoked: 1 } });
    expect((await t.call(s, { method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(401);
    const gen = await t.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: s.ref } });
    expect(gen.statusCode).toBe(401);
    const audit = json<{ data: { actor: string; method: string; path: string; status: number }[] }>(
      await op(OPERATOR_KEY, 'GET', '/audit?limit=5'),
    ).data;
    expect(audit[0]).toMatchObject({
      actor: 'key:alice',
      method: 'POST',
      path: `/api/operator/subscribers/${s.number}/sessions/revoke`,
      status: 200,
    });
    expect((await op(alice.key, 'POST', '/subscribers/03999999999/sessions/revoke')).statusCode).toBe(404);
  });

  it('throttles refused keys per client address and audits them', async () => {
    const ip = '10.1.2.3';
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1)
      statuses.push((await op(`guess-${i}`, 'GET', '/submissions', ip)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    // The right key from the throttled address waits too; another address is not affected, but a
    // key counts only on the server itself (loopback, no proxy): from afar it is refused.
    expect((await op(alice.key, 'GET', '/submissions', ip)).statusCode).toBe(429);
    expect((await op(alice.key, 'GET', '/submissions', '10.1.2.4')).statusCode).toBe(401);
    expect((await op(alice.key, 'GET', '/submissions')).statusCode).toBe(200);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/operator/submissions',
      headers: { 'x-operator-key': alice.key, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(401);
    const refused = await t.app.db
      .selectFrom('operator_audit')
      .select(['operator', 'status'])
      .where('client', '=', ip)
      .execute();
    expect(refused).toHaveLength(10);
    expect(refused.every((r) => r.operator === '-' && Number(r.status) === 401)).toBe(true);
  });

  it('stores only hashes of named keys; production needs no shared key when they are set', () => {
    expect(alice.entry).not.toContain(alice.key);
    expect([...operatorCredentials(alice.entry, '').values()]).toEqual(['alice']);
    const secrets = { JWT_SECRET: 'j'.repeat(40), SUBSCRIPTION_SECRET: 's'.repeat(40) };
    const config = loadConfig({ NODE_ENV: 'production', OPERATOR_KEYS: alice.entry, ...secrets });
    expect(config.operatorKey).toBe('');
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets })).toThrow(/OPERATOR_KEY/);
  });
});
