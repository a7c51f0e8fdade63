import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signReference } from '../src/lib/tokens.ts';
import { GAME_IDS } from '../src/demo/games.ts';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { openLanding, requestCode } from './landing-client.ts';

describe.each(databases)('authentication and subscription (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  it('serves one form for new and returning numbers, offering the trial to a first subscription', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/landing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>PlayZone | Subscribe or sign in</title>');
    expect(res.body).toContain('A first subscription starts with a one-day free trial');
    expect(res.body).toContain('Subscribed before? Enter your number to sign in.');
    // The button promises no trial: a returning number gets none.
    expect(res.body).toContain('<button type="submit">Send my code</button>');
    expect(res.body).not.toContain('Start your one-day free trial');
  });

  it('refuses a bad operator number and creates nothing', async () => {
    const form = await openLanding(t.app);
    const before = await t.app.db.selectFrom('sign_in_codes').select('id').execute();
    for (const number of ['3001234567', '0300123456', '030012345678', 'abcdefghijk', '']) {
      const res = await requestCode(t.app, form, number);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Please enter a valid operator number (starting with 0 and 11 digits long)');
    }
    expect(await t.app.db.selectFrom('sign_in_codes').select('id').execute()).toHaveLength(before.length);
  });

  it('subscribes with a trial, redirects with a signed reference and issues a JWT', async () => {
    const s = await t.login();
    const sub = await t.app.db
      .selectFrom('subscribers')
      .selectAll()
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('trial');
    expect(sub.phone).toBe(`92${s.number.slice(1)}`);
    expect(s.ref).not.toContain(s.number.slice(1));
    const header = JSON.parse(Buffer.from(s.token.split('.')[0] as string, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = JSON.parse(Buffer.from(s.token.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'playzone-api', aud: 'playzone-portal', gn: 0 });
    // The token names an opaque session, never the 30-day reference.
    expect(typeof claims.sid).toBe('string');
    expect(Buffer.from(s.token.split('.')[1] as string, 'base64url').toString()).not.toContain(s.ref);
    expect(claims.exp - claims.iat).toBe(900);
    const session = await t.call(s, { method: 'GET', url: '/api/v1/auth/session' });
    expect(session.statusCode).toBe(200);
    expect(json(session)).toEqual({ success: true, data: { msisdn: sub.phone, gn: 0, language: null } });
  });

  it('exposes the access_token header and answers with the session facts and day data', async () => {
    const s = await t.login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      payload: { msisdn: s.ref, refferer: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-expose-headers']).toContain('access_token');
    // Start-up's next answers come along: the same session facts and day data the api gives apart.
    const session = json(await t.call(s, { method: 'GET', url: '/api/v1/auth/session' })).data;
    const day = json(await t.call(s, { method: 'GET', url: '/api/v1/user/day-data' })).data;
    expect(json(res)).toEqual({ success: true, data: { session, dayData: day } });
    expect(session).toEqual({ msisdn: `92${s.number.slice(1)}`, gn: 0, language: null });
  });

  it("answers the token exchange with the subscriber's chosen game and streak day", async () => {
    const s = await t.login();
    const picked = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/game',
      payload: { gameId: GAME_IDS.pubg },
    });
    expect(picked.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: s.ref } });
    const body = json<{ data: { dayData: unknown } }>(res);
    expect(body.data.dayData).toEqual(json(picked).data);
    expect(body.data.dayData).toMatchObject({ gameId: GAME_IDS.pubg });
  });

  it('gives gn 1 to partner (gamenow) entries', async () => {
    const s = await t.login({ gamenow: true });
    const session = await t.call(s, { method: 'GET', url: '/api/v1/auth/session' });
    expect(json(session)).toMatchObject({ data: { gn: 1 } });
  });

  it('refuses forged, unsigned, expired and raw-number references with 401', async () => {
    const s = await t.login();
    const forged = signReference({ sid: s.id, v: 1, p: 'ref', exp: 4102444800 }, 'not-the-secret');
    const expired = signReference({ sid: s.id, v: 1, p: 'ref', exp: 1000 }, t.app.config.subscriptionSecret);
    const unsubPurpose = signReference(
      { sid: s.id, v: 1, p: 'unsub', exp: 4102444800 },
      t.app.config.subscriptionSecret,
    );
    const [body] = s.ref.split('.');
    for (const msisdn of [
      forged,
      expired,
      unsubPurpose,
      body as string,
      `${body}.`,
      s.number,
      `92${s.number.slice(1)}`,
      `${s.ref}x`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/jt/gen',
        payload: { msisdn, refferer: null },
      });
      // The reference rides along so a failure names which one was let in.
      expect({ msisdn, status: res.statusCode }).toEqual({ msisdn, status: 401 });
      expect(json(res)).toMatchObject({ success: false });
      expect(typeof json(res).message).toBe('string');
      expect(res.headers.access_token).toBeUndefined();
    }
  });

  it('answers 400 with a message for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { refferer: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false });
    expect(String(json(res).message)).toContain('msisdn');
  });

  it('refuses tampered, expired, wrong-audience and alg none tokens', async () => {
    const s = await t.login();
    const [h, p, sig] = s.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const key = t.app.jwtKey;
    const wrongAud = await new SignJWT({ sid: claims.sid, gn: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.id))
      .setIssuer('playzone-api')
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const hs512 = await new SignJWT({ sid: claims.sid, gn: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(s.id))
      .setIssuer('playzone-api')
      .setAudience('playzone-portal')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    for (const token of [
      `${h}.${tamperedPayload}.${sig}`,
      none,
      wrongAud,
      hs512,
      'garbage',
      `${h}.${p}.${sig}x`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ success: false });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile' });
    expect(missing.statusCode).toBe(401);
  });

  it('expires tokens after 15 minutes (dev clock)', async () => {
    const s = await t.login();
    await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: 16 * 60_000 } });
    try {
      const res = await t.call(s, { method: 'GET', url: '/api/v1/auth/session' });
      expect(res.statusCode).toBe(401);
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: -16 * 60_000 } });
    }
  });

  it('unsubscribes for real: later authentication with the old reference fails', async () => {
    const s = await t.login();
    const enc = await t.app.inject({
      method: 'POST',
      url: '/unsubscribe-service/api/encrypt',
      payload: { mobile: s.ref, domainName: 'localhost' },
    });
    expect(enc.statusCode).toBe(200);
    const body = json<{ status: boolean; data: { mobile: string; domainName: string } }>(enc);
    expect(body.status).toBe(true);
    expect(body.data.domainName).toBe('localhost');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/unsubscribe-service/unsubscribe?mobile=${encodeURIComponent(s.ref)}&domainName=localhost`,
    });
    expect(bad.statusCode).toBe(400);
    const link = `/unsubscribe-service/unsubscribe?mobile=${encodeURIComponent(body.data.mobile)}&domainName=localhost`;
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/landing?unsubscribed=1');
    // The same link again (a second tap): the subscription is still ended, and the page says so.
    expect((await t.app.inject({ method: 'GET', url: link })).headers.location).toBe(
      '/landing?unsubscribed=1',
    );
    const gen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      payload: { msisdn: s.ref, refferer: null },
    });
    expect(gen.statusCode).toBe(401);
    const session = await t.call(s, { method: 'GET', url: '/api/v1/auth/session' });
    expect(session.statusCode).toBe(401);
    // Subscribing again renews (no second free trial) with a new reference.
    const again = await t.login({ number: s.number });
    expect(again.id).toBe(s.id);
    const sub = await t.app.db
      .selectFrom('subscribers')
      .select('status')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('active');
    // The old link ends nothing now, and does not say it did.
    const old = await t.app.inject({ method: 'GET', url: link });
    expect([old.statusCode, old.body]).toEqual([
      400,
      expect.stringContaining('This unsubscribe link is invalid or has expired.'),
    ]);
    expect((await t.call(again, { method: 'GET', url: '/api/v1/auth/session' })).statusCode).toBe(200);
  });
});
