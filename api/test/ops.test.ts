// Operations endpoints: liveness, readiness, and the Prometheus metrics behind their token, each
// metric seen moving when its cause happens (a request, a room, an SMS queued, a failed charge).
// The SDK room helpers (waitForInitialState) come with @colyseus/testing.
import '@colyseus/testing';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { json, startApp, type TestApp } from './helpers.ts';
import { roomTools, until, type CRoom } from './room-helpers.ts';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line (`name{labels} value`), summed over every line that matches. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  let seen = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
    seen = true;
  }
  return seen ? total : Number.NaN;
}

describe('operations: health and metrics', () => {
  let t: TestApp;
  let endpoint = '';
  const rooms: CRoom[] = [];

  beforeAll(async () => {
    t = await startApp('sqlite', {
      METRICS_TOKEN: TOKEN,
      ENGINE_TICK_MS: '0',
      ROOM_JOINS_PER_MINUTE: '1000',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/rooms`;
  });
  afterAll(async () => {
    await Promise.all(rooms.map((r) => r.leave().catch(() => 0)));
    await t.close();
  });

  const { player, join } = roomTools(
    () => t,
    () => endpoint,
    rooms,
  );
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers liveness and readiness, and carries the load balancer request id', async () => {
    const live = await t.app.inject({ url: '/health/live', headers: { 'x-request-id': 'lb-7f3a' } });
    expect(live.statusCode).toBe(200);
    expect(live.headers['x-request-id']).toBe('lb-7f3a');
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ok', checks: { database: 'ok' } });
    const own = await t.app.inject({ url: '/health/live' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the metrics from anyone without the token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer guess-guess-guess' },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('counts requests per route with their latency, and reports the event loop delay', async () => {
    const before = sample(await scrape(), 'pz_http_requests_total', { route: '/health/live', status: '200' });
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/health/live' });
    const text = await scrape();
    expect(sample(text, 'pz_http_requests_total', { route: '/health/live', status: '200' })).toBe(
      (Number.isNaN(before) ? 0 : before) + 3,
    );
    expect(
      sample(text, 'pz_http_request_duration_seconds_count', { route: '/health/live' }),
    ).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('shows an open room and its players', async () => {
    expect(sample(await scrape(), 'pz_rooms_open')).toBe(0);
    const a = await player();
    const b = await player();
    const code = `metrics ${Math.random()}`;
    await join(a, { roomCode: code });
    await join(b, { roomCode: code });
    const text = await scrape();
    expect(sample(text, 'pz_rooms_open')).toBe(1);
    expect(sample(text, 'pz_room_players')).toBe(2);
  });

  it('shows an SMS queued, the payout backlog and a failed charge', async () => {
    const sms = sample(await scrape(), 'pz_sms_outbox_messages');
    await t.login(); // the sign-in code goes out by SMS
    expect(sample(await scrape(), 'pz_sms_outbox_messages')).toBe(sms + 1);

    expect(sample(await scrape(), 'pz_payout_outbox_backlog')).toBe(0);
    const someone = await t.login();
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('payouts')
      .values({
        tournament_id: 1,
        place: 1,
        subscriber_id: someone.id,
        amount_paisa: 50_000,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        gateway_ref: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(sample(await scrape(), 'pz_payout_outbox_backlog')).toBe(1);

    // Declined and never-answered charges show up when scraped; a charge that went through does not.
    expect(sample(await scrape(), 'pz_charges_failed')).toBe(0);
    const charge = (status: string, day: number) => ({
      subscriber_id: someone.id,
      plan: 'daily',
      period_start: `2026-01-0${day}T00:00:00.000Z`,
      period_end: `2026-01-0${day + 1}T00:00:00.000Z`,
      amount_paisa: 1000,
      tax_paisa: 0,
      total_paisa: 1000,
      reason: 'renewal',
      status,
      attempts: 1,
      next_attempt_at: now,
      last_error: null,
      gateway_ref: null,
      created_at: now,
      updated_at: now,
    });
    await t.app.db
      .insertInto('charges')
      .values([charge('declined', 1), charge('charged', 2), charge('failed', 3)])
      .execute();
    expect(sample(await scrape(), 'pz_charges_failed')).toBe(2);
  });

  it('reports how long ago the tournament scheduler last ran', async () => {
    await t.app.engine.tick();
    const fresh = sample(await scrape(), 'pz_tournament_engine_lag_seconds');
    expect(fresh).toBeLessThan(1);
    await until(async () => sample(await scrape(), 'pz_tournament_engine_lag_seconds') >= 1, 5000);
  });
});
