// No double charge: ticks that race each other (and runners that skip the lease), retries that race
// each other and the scheduler, and on PostgreSQL two api instances on one database. Each period
// is charged once, and each charge reaches the gateway once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { deliverDueCharges, openDueCharges, type BillingDeps } from '../../src/billing/charges.ts';
import type { DemoChargingGateway } from '../../src/billing/gateway.ts';
import { RETRY_MESSAGES } from '../../src/billing/routes.ts';
import { databases, type Session, type TestApp } from '../helpers.ts';
import {
  advance,
  DAY_MS,
  demoGateway,
  failCharges,
  phoneOf,
  renew,
  startBillingApp,
  subscription,
} from './support.ts';

const depsOf = (app: FastifyInstance): BillingDeps => ({
  db: app.db,
  clock: app.clock,
  sms: app.sms,
  gateway: app.billing.gateway,
  config: app.config.billing,
});

async function chargesOf(app: FastifyInstance, subscriberId: number) {
  return app.db
    .selectFrom('charges')
    .selectAll()
    .where('subscriber_id', '=', subscriberId)
    .orderBy('id')
    .execute();
}

/** Gateway calls per idempotency key, over every gateway given. */
function callsPerKey(...gateways: DemoChargingGateway[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const g of gateways)
    for (const c of g.calls) counts.set(c.idempotencyKey, (counts.get(c.idempotencyKey) ?? 0) + 1);
  return counts;
}

async function suspend(t: TestApp, s: Session): Promise<void> {
  await failCharges(t.app, phoneOf(s), 'decline');
  await advance(t.app, DAY_MS + 60_000);
  expect((await subscription(t, s)).status).toBe('suspended');
}

describe.each(databases)('no double charge (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBillingApp(kind);
  });
  afterAll(async () => t?.close());

  it('racing ticks, and runners that skip the lease, charge each ended trial once', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => t.login()));
    const gateway = demoGateway(t.app);
    gateway.latencyMs = 20;
    t.app.clock.advance(DAY_MS + 60_000);
    const deps = depsOf(t.app);
    await Promise.all([
      t.app.billing.tick(),
      t.app.billing.tick(),
      t.app.billing.tick(),
      ...[1, 2, 3].map(async () => {
        await openDueCharges(deps);
        await deliverDueCharges(deps);
      }),
    ]);
    gateway.latencyMs = 0;
    for (const p of people) {
      const rows = await chargesOf(t.app, p.id);
      expect(rows.map((r) => r.status)).toEqual(['charged']);
      expect(gateway.calls.filter((c) => c.phone === phoneOf(p))).toHaveLength(1);
      expect((await subscription(t, p)).status).toBe('active');
    }
    expect([...callsPerKey(gateway).values()].every((n) => n === 1)).toBe(true);
  });

  it('ten retries at once beside the scheduler: one charge, one call to the gateway, access back', async () => {
    const s = await t.login();
    await suspend(t, s);
    const gateway = demoGateway(t.app);
    const before = gateway.calls.length;
    gateway.latencyMs = 50;
    await renew(t, s);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => t.call(s, { method: 'POST', url: '/api/v1/subscription/retry' })),
      t.app.billing.tick(),
      t.app.billing.tick(),
    ]);
    gateway.latencyMs = 0;
    const replies = answers.slice(0, 10).map((r) => r as { statusCode: number; json(): { message: string } });
    const charged = replies.filter(
      (r) => r.statusCode === 200 && r.json().message === RETRY_MESSAGES.charged,
    );
    expect(charged).toHaveLength(1);
    // The others were told a payment is under way, or (after it) that access is active again.
    for (const r of replies.filter((x) => !charged.includes(x))) {
      expect([RETRY_MESSAGES.pending, RETRY_MESSAGES.active]).toContain(r.json().message);
    }
    const retries = (await chargesOf(t.app, s.id)).filter((c) => c.reason === 'retry');
    expect(retries.map((c) => c.status)).toEqual(['charged']);
    expect(gateway.calls.length - before).toBe(1);
    expect((await subscription(t, s)).status).toBe('active');
  });
});

const postgresOnly = databases.includes('postgres') ? describe : describe.skip;

postgresOnly('no double charge across two api instances (postgres)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await startBillingApp('postgres');
    second = await buildApp({ ...t.app.config, seedDemo: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('only the lease holder charges; retries through both instances charge once', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => t.login()));
    t.app.clock.advance(DAY_MS + 60_000);
    second.clock.set(t.app.clock.now());
    const [a, b] = [demoGateway(t.app), demoGateway(second)];
    a.latencyMs = b.latencyMs = 20;
    const ticks = await Promise.all([
      t.app.billing.tick(),
      second.billing.tick(),
      t.app.billing.tick(),
      second.billing.tick(),
    ]);
    // Exactly one instance holds the lease: the ticks of the other did nothing.
    const leaders = new Set(ticks.flatMap((x, i) => (x.leader ? [i % 2] : [])));
    expect(leaders.size).toBe(1);
    expect(a.calls.length === 0 || b.calls.length === 0).toBe(true);
    for (const p of people) expect((await chargesOf(t.app, p.id)).map((r) => r.status)).toEqual(['charged']);

    const s = people[0] as Session;
    await failCharges(t.app, phoneOf(s), 'decline');
    await failCharges(second, phoneOf(s), 'decline');
    t.app.clock.advance(DAY_MS);
    second.clock.set(t.app.clock.now());
    await Promise.all([t.app.billing.tick(), second.billing.tick()]);
    expect((await subscription(t, s)).status).toBe('suspended');
    // Only the leader's gateway used its decline: the other's must not decline the retry below.
    for (const gateway of [a, b]) gateway.clearFailures(phoneOf(s));
    await renew(t, s);
    const before = a.calls.length + b.calls.length;
    const auth = { authorization: `Bearer ${s.token}` };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? second : t.app).inject({ method: 'POST', url: '/api/v1/subscription/retry', headers: auth }),
      ),
    );
    expect(
      answers.filter(
        (r) => r.statusCode === 200 && (r.json() as { message: string }).message === RETRY_MESSAGES.charged,
      ),
    ).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(a.calls.length + b.calls.length - before).toBe(1);
    expect((await chargesOf(t.app, s.id)).filter((c) => c.reason === 'retry').map((c) => c.status)).toEqual([
      'charged',
    ]);
  });
});
