import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assertSafe, loadConfig } from '../src/config.ts';
import { cacheControlFor } from '../src/plugins/web.ts';
import { databases, gif, jpeg, json, multipart, png, startApp, type TestApp } from './helpers.ts';

describe.each(databases)('profile (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  const fields = {
    username: 'gamer1',
    email: 'g@example.com',
    gender: 'male',
    bio: 'hi',
    dateOfBirth: '2001-04-09',
  };

  it('returns the profile with derived totals', async () => {
    const demo = await t.login({ number: '03001234567' });
    const res = json<{ success: boolean; data: Record<string, unknown> }>(
      await t.call(demo, { method: 'GET', url: '/api/v1/user/profile' }),
    );
    expect(res.success).toBe(true);
    expect(Object.keys(res.data).sort()).toEqual(
      [
        'bio',
        'completed_tasks_total',
        'credits',
        'credits_held',
        'dateOfBirth',
        'email',
        'gender',
        'items_redeemed',
        'name',
        'phone',
        'prize_money_paisa',
        'profileImage',
        'total_tournament',
        'username',
      ].sort(),
    );
    expect(res.data.completed_tasks_total).toBe(3);
    expect(res.data.credits_held).toBe(0);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('updates the profile; the date comes back day-month-year', async () => {
    const s = await t.login();
    const res = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/profile/complete',
      ...multipart(fields),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: true, message: 'Profile updated successfully!' });
    const p = json<{ data: Record<string, unknown> }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    ).data;
    expect(p).toMatchObject({
      username: 'gamer1',
      email: 'g@example.com',
      gender: 'male',
      dateOfBirth: '09-04-2001',
    });
    const bad = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/profile/complete',
      ...multipart({ ...fields, gender: 'other' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false });
    const badDate = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/profile/complete',
      ...multipart({ ...fields, dateOfBirth: '2001-02-30' }),
    });
    expect(badDate.statusCode).toBe(400);
    const future = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/profile/complete',
      ...multipart({ ...fields, dateOfBirth: '2099-12-31' }),
    });
    expect(future.statusCode).toBe(400);
    expect(json(future)).toMatchObject({ success: false, message: 'Date of birth cannot be in the future.' });
    const jsonBody = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/profile/complete',
      payload: { ...fields, username: 'viajson' },
    });
    expect(jsonBody.statusCode).toBe(200);
    // Without a name of their own, the subscriber is shown by the username they have now.
    const shown = json<{ data: Record<string, unknown> }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    ).data;
    expect([shown.name, shown.username]).toEqual(['viajson', 'viajson']);
  });

  it('profile image: 2,097,152 bytes accepted, 2,097,153 refused, type by bytes', async () => {
    const s = await t.login();
    const send = (data: Buffer, type = 'image/png') =>
      t.call(s, {
        method: 'POST',
        url: '/api/v1/user/profile/complete',
        ...multipart(fields, { field: 'image', data, type }),
      });
    const big = await send(png(2_097_153));
    expect(big.statusCode).toBe(400);
    expect(json(big).message).toBe('File size must not exceed 2MB.');
    for (const data of [gif(), Buffer.from('hello, I am text'), Buffer.alloc(0)]) {
      const res = await send(data);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('Please select a valid image file.');
    }
    let p = json<{ data: { profileImage: string | null } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    ).data;
    expect(p.profileImage).toBeNull();
    const ok = await send(jpeg(2_097_152), 'text/plain');
    expect(ok.statusCode).toBe(200);
    p = json<{ data: { profileImage: string } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    ).data;
    expect(p.profileImage).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.jpg$/);
    const img = await t.app.inject({ method: 'GET', url: p.profileImage as string });
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.length).toBe(2_097_152);
  });
});

describe('web serving, headers and configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('sqlite', { REMOTE_GAMES_URL: 'https://games.example.test/mf-manifest.json' });
  });
  afterAll(async () => t.close());

  it('serves remotes.json from the environment with no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(json(res)).toEqual({
      tournaments: '/apps/tournaments/mf-manifest.json',
      tasks: '/apps/tasks/mf-manifest.json',
      rewards: '/apps/rewards/mf-manifest.json',
      games: 'https://games.example.test/mf-manifest.json',
      operator: '/apps/operator/mf-manifest.json',
    });
  });

  it('serves the shell, its SPA fallback and remotes with the right cache headers', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-security-policy']).toContain("script-src 'self' blob:;");
    expect(index.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(index.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const deep = await t.app.inject({
      method: 'GET',
      url: '/join-tournament?tournamentId=1',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('PlayZone shell');
    const hashed = await t.app.inject({
      method: 'GET',
      url: '/main.3f2a9c1b7d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('br');
    const manifest = await t.app.inject({ method: 'GET', url: '/apps/tasks/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(
      (await t.app.inject({ method: 'GET', url: '/apps/tasks/remoteEntry.js' })).headers['cache-control'],
    ).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/apps/games/mf-manifest.json' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ success: false });
    const api404 = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(api404.statusCode).toBe(404);
    expect(json(api404)).toMatchObject({ success: false });
  });

  it('classifies cache headers by file name', () => {
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-stats.json')).toBe('no-cache');
    expect(cacheControlFor('/x/123.a1b2c3d4e5f6.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/logo.png')).toBe('no-cache');
  });

  it('publishes OpenAPI at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, unknown> }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/jt/gen',
      '/api/v1/user/profile',
      '/api/leaderboard',
      '/api/v1/redeem-item',
      '/api/v1/game-levels/result',
      '/api/v1/auth/logout',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    // Operator endpoints are documented to operators only (the api README), not here.
    expect(Object.keys(doc.paths)).not.toContain('/api/operator/submissions');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('keeps dev tools off unless DEV_TOOLS=1 and refuses unsafe production settings', async () => {
    const off = await startApp('sqlite', { DEV_TOOLS: '0', SEED_DEMO: '0' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/dev/clock' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DEV_TOOLS: '1',
        JWT_SECRET: 'a'.repeat(40),
        SUBSCRIPTION_SECRET: 'b'.repeat(40),
        OPERATOR_KEY: 'c'.repeat(20),
      }),
    ).toThrow(/DEV_TOOLS/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const prod = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a'.repeat(40),
      SUBSCRIPTION_SECRET: 'b'.repeat(40),
      OPERATOR_KEY: 'c'.repeat(20),
    });
    expect(() => assertSafe(prod)).not.toThrow();
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('never leaks stack traces: errors are JSON with success false', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false });
    expect(res.body).not.toContain('at ');
  });

  it('rate-limits token generation', async () => {
    const limited = await startApp('sqlite', { RATE_LIMIT_TOKEN: '3', SEED_DEMO: '0' });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: 'x' } }))
            .statusCode,
        );
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[4]).toBe(429);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/jt/gen',
        payload: { msisdn: 'x' },
      });
      expect(json(res)).toMatchObject({ success: false, message: expect.any(String) });
    } finally {
      await limited.close();
    }
  });
});
