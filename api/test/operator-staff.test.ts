import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createStaffCommand } from '../src/cli/operator.ts';
import { operatorRouteList } from '../src/plugins/operator-access.ts';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { newStaff, signIn, staffClient } from './operator-helpers.ts';

// Staff sign-in and access to /api/operator: the session cookie, lockout, CSRF, role rules, and
// the wall between subscriber tokens and staff sessions.

describe.each(databases)('operator staff access (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  it('signs staff in with an HttpOnly SameSite=Strict cookie whose id is stored only hashed', async () => {
    const admin = await staffClient(t, 'admin');
    expect(admin.setCookie).toMatch(
      /^pz_staff=[\w-]{43}; Path=\/api\/operator; HttpOnly; SameSite=Strict; Max-Age=28800$/,
    );
    const id = admin.cookie.split('=')[1] as string;
    const stored = await t.app.db.selectFrom('staff_sessions').select('id_hash').execute();
    expect(stored.some((s) => s.id_hash === id)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.id_hash))).toBe(true);
    const me = json<{ data: { staff: { role: string }; csrfToken: string } }>(
      await admin.call('GET', '/session'),
    );
    expect(me.data.staff.role).toBe('admin');
    expect(me.data.csrfToken).toBe(admin.csrf);
    const username = await newStaff(t, 'support');
    const hash = await t.app.db
      .selectFrom('staff')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^\$argon2id\$/);
    expect((await admin.call('DELETE', '/session')).statusCode).toBe(200);
    expect((await admin.call('GET', '/session')).statusCode).toBe(401);
  });

  it('locks an account for 15 minutes after 5 wrong passwords, the right one included', async () => {
    const username = await newStaff(t, 'moderator');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signIn(t, username, `wrong-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const locked = await signIn(t, username);
    expect(locked.statusCode).toBe(423);
    expect(json(locked).message).toBe('Too many wrong passwords. This account is locked for 15 minutes.');
    t.app.clock.advance(14 * 60_000);
    expect((await signIn(t, username)).statusCode).toBe(423);
    t.app.clock.advance(61_000);
    expect((await signIn(t, username)).statusCode).toBe(200);
    t.app.clock.set(new Date());
    const refused = await t.app.db
      .selectFrom('operator_audit')
      .select('status')
      .where('operator', '=', `refused:${username}`)
      .execute();
    expect(refused.map((r) => Number(r.status)).sort()).toEqual([401, 401, 401, 401, 423, 423, 423]);
    expect(json(await signIn(t, 'nobody-here', 'x')).message).toBe('Wrong username or password.');
  });

  it('refuses an unsafe request without the CSRF token, and audits the refusal', async () => {
    const admin = await staffClient(t, 'admin');
    const s = await t.login();
    const body = { delta: 10, reason: 'goodwill' };
    const none = await admin.call('POST', `/subscribers/${s.id}/credits`, body, false);
    expect(none.statusCode).toBe(403);
    expect(json(none).message).toBe('Missing or invalid CSRF token');
    // One character off, and never by chance the real token.
    const forged = `${admin.csrf.slice(0, -1)}${admin.csrf.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/operator/subscribers/${s.id}/credits`,
      headers: { cookie: admin.cookie, 'x-csrf-token': forged },
      payload: body,
    });
    expect(wrong.statusCode).toBe(403);
    const refusals = await t.app.db
      .selectFrom('operator_audit')
      .select(['status', 'path'])
      .where('path', '=', `/api/operator/subscribers/${s.id}/credits`)
      .execute();
    expect(refusals.map((r) => Number(r.status))).toEqual([403, 403]);
    const profile = json<{ data: { credits: number } }>(await admin.call('GET', `/subscribers/${s.id}`));
    expect(profile.data.credits).toBe(0);
    expect((await admin.call('POST', `/subscribers/${s.id}/credits`, body)).statusCode).toBe(200);
  });

  it('applies the role rules: a moderator cannot grant credits, support cannot review', async () => {
    const moderator = await staffClient(t, 'moderator');
    const support = await staffClient(t, 'support');
    const s = await t.login();
    const grant = await moderator.call('POST', `/subscribers/${s.id}/credits`, {
      delta: 50,
      reason: 'please',
    });
    expect(grant.statusCode).toBe(403);
    expect(json(grant).message).toBe('Your role cannot do this');
    expect(
      json<{ data: { credits: number } }>(await moderator.call('GET', `/subscribers/${s.id}`)).data.credits,
    ).toBe(0);
    expect((await support.call('POST', '/submissions/daily/1/approve')).statusCode).toBe(403);
    expect((await moderator.call('POST', '/submissions/daily/999999/approve')).statusCode).toBe(404);
    expect((await moderator.call('GET', '/redemptions')).statusCode).toBe(403);
    expect((await support.call('GET', '/redemptions')).statusCode).toBe(200);
    expect((await support.call('GET', '/staff')).statusCode).toBe(403);
    expect((await moderator.call('GET', '/audit')).statusCode).toBe(403);
  });

  it('gives a subscriber token 401 on every operator route, and a staff cookie 401 on subscriber routes', async () => {
    const s = await t.login();
    const routes = operatorRouteList(t.app).flatMap((r) =>
      [r.method].flat().map((m) => ({ method: m, url: r.url })),
    );
    const walked = routes.filter((r) => r.method !== 'HEAD');
    expect(walked.length).toBeGreaterThan(35);
    const statuses = new Map<string, number>();
    for (const r of walked) {
      const url = r.url.replace(':kind', 'daily').replace(':number', s.number).replace(/:\w+/g, '1');
      const res = await t.call(s, {
        method: r.method as 'GET',
        url,
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      statuses.set(`${r.method} ${r.url}`, res.statusCode);
    }
    // Signing in is the one route open without a session; it still refuses a subscriber token's request.
    expect(statuses.get('POST /api/operator/session')).toBe(400);
    statuses.delete('POST /api/operator/session');
    expect([...new Set(statuses.values())]).toEqual([401]);
    const admin = await staffClient(t, 'admin');
    for (const url of ['/api/v1/user/profile', '/api/v1/redemptions']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('publishes the operator OpenAPI document to staff only, with every route\u2019s schemas', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/docs/json' })).statusCode).toBe(401);
    const support = await staffClient(t, 'support');
    const doc = json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown>; description: string }>>;
    }>(await support.call('GET', '/docs/json'));
    expect(doc.paths['/api/operator/subscribers/{id}/credits']?.post?.description).toBe('Roles: admin');
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations.length).toBeGreaterThan(35);
    expect(operations.every((o) => o.responses['200'] !== undefined)).toBe(true);
    const pub = json<{ paths: Record<string, unknown> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    expect(Object.keys(pub.paths).filter((p) => p.includes('operator'))).toEqual([]);
  });

  it('has one demo account per role when dev tools are on', async () => {
    const res = await signIn(t, 'demo.moderator', 'playzone-demo-staff');
    expect(json<{ data: { staff: { role: string } } }>(res).data.staff.role).toBe('moderator');
  });

  it('creates the first admin from the command line, who then signs in', async () => {
    const env = {
      ...process.env,
      ...(t.app.config.databaseUrl
        ? { DATABASE_URL: t.app.config.databaseUrl }
        : { SQLITE_FILE: t.app.config.sqliteFile }),
      STAFF_PASSWORD: 'a long enough password',
    };
    const out = await createStaffCommand(['first.admin', '--role', 'admin', '--name', 'First Admin'], env);
    expect(out).toMatch(/^Created admin first\.admin \(id \d+\)\.$/);
    await expect(createStaffCommand(['first.admin', '--role', 'admin'], env)).rejects.toThrow(
      'This username is taken.',
    );
    await expect(createStaffCommand(['x.y', '--role', 'root'], env)).rejects.toThrow(/--role must be one of/);
    const res = await signIn(t, 'first.admin', 'a long enough password');
    expect(json<{ data: { staff: { role: string; name: string } } }>(res).data.staff).toMatchObject({
      role: 'admin',
      name: 'First Admin',
    });
    const generated = await createStaffCommand(['second.mod', '--role', 'moderator'], {
      ...env,
      STAFF_PASSWORD: undefined,
    });
    const password = generated.trim().split('\n').pop()?.trim() as string;
    expect((await signIn(t, 'second.mod', password)).statusCode).toBe(200);
  });
});
