// Bad input never reaches the database as a 500: every route's id fields above the 32-bit range,
// NUL bytes and broken Unicode in every text field, and wrong JSON types answer 4xx with
// {success:false}, on SQLite and PostgreSQL alike. Deep or oversized JSON is refused before parsing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { subscribe } from '../src/lib/subscribers.ts';
import {
  OPERATOR_KEY,
  databases,
  json,
  multipart,
  png,
  startApp,
  type Session,
  type TestApp,
} from './helpers.ts';
import { probes, type Probe } from './input-probes.ts';

describe.each(databases)('input security (%s)', (kind) => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await startApp(kind);
    s = await t.login();
  });
  afterAll(async () => t.close());

  const send = (p: Pick<Probe, 'method' | 'url' | 'auth' | 'payload'>) =>
    t.call(p.auth === 'user' ? s : null, {
      method: p.method,
      url: p.url,
      headers: p.auth === 'operator' ? { 'x-operator-key': OPERATOR_KEY } : {},
      ...(p.payload === undefined ? {} : { payload: p.payload as object }),
    });

  it('every probe (ids beyond 2^31-1, NUL bytes and broken Unicode, wrong types) answers 4xx, never 5xx', async () => {
    const list = probes();
    expect(list.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    for (const p of list) {
      const res = await send(p);
      counts[p.category] = (counts[p.category] ?? 0) + 1;
      const body = res.json() as { success?: boolean };
      if (res.statusCode < 400 || res.statusCode >= 500 || body.success !== false)
        failures.push(`${p.name} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    if (process.env.PROBE_REPORT) console.info(kind, JSON.stringify(counts), 'failures', failures.length);
    expect(failures).toEqual([]);
  }, 120_000);

  it('a wrong type is refused, not coerced: gameId true is not game 1', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/v1/user/game',
      auth: 'user',
      payload: { gameId: true },
    });
    expect(res.statusCode).toBe(400);
    const day = json<{ data: { gameId: number | null } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/day-data' }),
    );
    expect(day.data.gameId).toBeNull();
  });

  it('a NUL byte in a multipart field or the landing form answers 400', async () => {
    const form = multipart({ challengeId: '1\u0000' }, { field: 'entryImage', data: png(100) });
    const entry = await t.call(s, { method: 'POST', url: '/api/v1/daily-challenges/entry', ...form });
    expect(entry.statusCode).toBe(400);
    const big = multipart({ challengeId: '2147483648' }, { field: 'entryImage', data: png(100) });
    expect(
      (await t.call(s, { method: 'POST', url: '/api/v1/daily-challenges/entry', ...big })).statusCode,
    ).toBe(400);
    const profile = multipart({ username: 'a\u0000', email: 'a@b.co', gender: 'male' });
    const res = await t.call(s, { method: 'POST', url: '/api/v1/user/profile/complete', ...profile });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Text fields must not contain NUL characters or invalid Unicode.');
    const landing = await t.app.inject({
      method: 'POST',
      url: '/landing/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=0300%001234567',
    });
    expect(landing.statusCode).toBeGreaterThanOrEqual(400);
    expect(landing.statusCode).toBeLessThan(500);
  });

  it('a body that is not UTF-8 answers 400', async () => {
    const res = await t.call(s, {
      method: 'POST',
      url: '/api/v1/gamenow/notify',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"msisdn":"92'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    });
    expect(res.statusCode).toBe(400);
  });

  it('2 MB of nested JSON costs less to refuse than an ordinary body of that size, on the largest JSON route and on the profile', async () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    const deepObject = '{"a":'.repeat(400_000) + '1' + '}'.repeat(400_000);
    const post = (url: string, payload: string) =>
      t.call(s, { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
    // CPU time of one request (wall time on a shared machine measures its other tenants). It
    // includes the in-process client's own work of sending the body.
    const cpuOf = async (url: string, payload: string) => {
      const started = process.cpuUsage();
      const res = await post(url, payload);
      const used = process.cpuUsage(started);
      return { ms: (used.user + used.system) / 1000, status: res.statusCode };
    };
    // One warm-up request of the same size first, so compiling the code paths is not counted.
    await post('/api/v1/challenge/entry', deep);
    for (const url of ['/api/v1/challenge/entry', '/api/v1/user/profile/complete']) {
      for (const payload of [deep, deepObject]) {
        // The yardstick is a flat body of the same size (one long string), which any client may
        // send: refused by its schema or its size. Parsing the nested body instead would cost
        // 5 to 20 times the yardstick (JSON.parse alone takes 45-200 ms of it on a 2-core machine).
        // The two alternate, and each is the least of five, so a garbage collection or a burst of
        // other work on the machine does not decide; 10 ms of slack for the clock's grain on the
        // cheapest refusals (413 by size: about 1 ms).
        const flat = JSON.stringify({ a: 'x'.repeat(payload.length - 8) });
        const flatMs: number[] = [];
        const nestedMs: number[] = [];
        const statuses = new Set<number>();
        for (let i = 0; i < 5; i++) {
          const a = await cpuOf(url, flat);
          const b = await cpuOf(url, payload);
          flatMs.push(a.ms);
          nestedMs.push(b.ms);
          statuses.add(b.status);
        }
        const ms = Math.min(...nestedMs);
        const bound = 3 * Math.min(...flatMs) + 10;
        if (process.env.PROBE_REPORT) console.info(url, payload.length, ms.toFixed(1), bound.toFixed(1));
        // The figures are in the failure's output: the route, the body's size, both costs.
        const seen = {
          url,
          size: payload.length,
          statuses: [...statuses],
          ms: Math.round(ms),
          bound: Math.round(bound),
        };
        expect({ ...seen, cheap: ms < bound }).toEqual({
          ...seen,
          statuses: seen.statuses.filter((x) => x === 400 || x === 413),
          cheap: true,
        });
      }
    }
    // A deep but small body is refused by depth alone; the replay's own nesting still passes.
    const small = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/game',
      headers: { 'content-type': 'application/json' },
      payload: `{"gameId":${'['.repeat(40)}${']'.repeat(40)}}`,
    });
    expect(json(small).message).toBe('Request body is nested too deeply.');
  });

  it('20 simultaneous first sign-ups of one number make one subscriber and no error', async () => {
    const phone = '923987654321';
    const ids = await Promise.all(Array.from({ length: 20 }, () => subscribe(t.app, phone, 'prepaid')));
    expect(new Set(ids).size).toBe(1);
    const rows = await t.app.db.selectFrom('subscribers').select('id').where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    const wallets = await t.app.db
      .selectFrom('wallets')
      .selectAll()
      .where('subscriber_id', '=', ids[0] as number)
      .execute();
    expect(wallets).toHaveLength(1);
  });
});
