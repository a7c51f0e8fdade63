import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { hiddenField, openLanding, requestCode } from './landing-client.ts';

// Issue 21: the subscriber's language is stored by the api, carried by the session answers (across
// api processes), used for their text messages; the landing page and its SMS follow the browser's
// choice before an account exists. Every error answers with a message code.
describe.each(databases)('the subscriber language (%s)', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  const lastSms = async (number: string) =>
    (
      await t.app.db
        .selectFrom('sms_outbox')
        .select('body')
        .where('phone', '=', `92${number.slice(1)}`)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    )?.body ?? '';
  const session = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await startApp(kind);
    other = await buildApp({ ...t.app.config, seedDemo: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('stores the language, and the next session answer of every process carries it', async () => {
    const s = await t.login();
    expect(json(await session(other, s.token))).toEqual({
      success: true,
      data: { msisdn: `92${s.number.slice(1)}`, gn: 0, language: null },
    });
    const saved = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/language',
      payload: { language: 'ur' },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toEqual({ success: true, data: { language: 'ur' } });
    // The other process had the session cached: the change counter moved, so it reads it again.
    expect(json(await session(other, s.token)).data).toMatchObject({ language: 'ur' });
    const gen = await t.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: s.ref } });
    expect(json(gen).data).toMatchObject({ session: { language: 'ur' } });
    await t.call(s, { method: 'POST', url: '/api/v1/user/language', payload: { language: 'en' } });
    expect(json(await session(other, s.token)).data).toMatchObject({ language: 'en' });
  });

  it('refuses any other language with a 400 and a code, and a caller without a session', async () => {
    const s = await t.login();
    for (const payload of [{ language: 'fr' }, { language: 'UR' }, { language: '' }]) {
      const res = await t.call(s, { method: 'POST', url: '/api/v1/user/language', payload });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        code: 'LANGUAGE_INVALID',
        message: 'The language must be en or ur.',
      });
    }
    const bad = await t.call(s, { method: 'POST', url: '/api/v1/user/language', payload: { language: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
    const anonymous = await t.call(null, {
      method: 'POST',
      url: '/api/v1/user/language',
      payload: { language: 'ur' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ code: 'ACCESS_TOKEN_MISSING', message: 'Missing access token' });
  });

  it('sends the sign-in code in the browser language before an account exists, then in the stored one', async () => {
    const number = '03957770001';
    const f = await openLanding(t.app);
    const ur = await requestCode(t.app, { ...f, cookie: `${f.cookie}; pz_lang=ur` }, number);
    expect(ur.statusCode).toBe(200);
    expect(ur.body).toContain('<html lang="ur" dir="rtl">');
    expect(ur.body).toContain('اپنا کوڈ لکھیں');
    expect(await lastSms(number)).toMatch(
      /^آپ کا PlayZone کوڈ \d{6} ہے۔ یہ 5 منٹ میں ختم ہو جائے گا۔ یہ کوڈ کسی کو نہ بتائیں۔$/,
    );
    const en = await requestCode(t.app, f, '03957770002', '&language=en');
    expect(hiddenField(en.body, 'challenge')).not.toBe('');
    expect(await lastSms('03957770002')).toMatch(/^Your PlayZone code is \d{6}\. It expires in 5 minutes\./);
    // A returning subscriber who chose Urdu gets Urdu whatever the browser says.
    const s = await t.login();
    await t.call(s, { method: 'POST', url: '/api/v1/user/language', payload: { language: 'ur' } });
    await requestCode(t.app, f, s.number);
    expect(await lastSms(s.number)).toMatch(/^آپ کا PlayZone کوڈ \d{6} ہے۔/);
  });

  it('shows the landing page in Urdu, right to left, with an English | اردو switch that sets the cookie', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/landing' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Send my code');
    expect(english.body).toContain('<a href="/landing?lang=ur" lang="ur" dir="rtl">اردو</a>');
    const switched = await t.app.inject({ method: 'GET', url: '/landing?lang=ur' });
    expect(String(switched.headers['set-cookie'])).toContain(
      'pz_lang=ur; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(switched.body).toContain('<html lang="ur" dir="rtl">');
    expect(switched.body).toContain('مجھے کوڈ بھیجیں');
    expect(switched.body).not.toContain('Send my code');
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/landing',
      headers: { cookie: 'pz_lang=ur' },
    });
    expect(byCookie.body).toContain('موبائل نمبر');
    const f = await openLanding(t.app);
    const wrong = await requestCode(t.app, { ...f, cookie: `${f.cookie}; pz_lang=ur` }, '12345');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('براہ کرم درست موبائل نمبر لکھیں (0 سے شروع اور 11 ہندسوں کا)');
  });

  it('answers every error with a code beside the English message', async () => {
    const s = await t.login();
    const missing = await t.call(s, {
      method: 'POST',
      url: '/api/v1/redeem-item',
      payload: { item: 999999 },
    });
    expect(json(missing)).toMatchObject({
      success: false,
      code: 'REWARD_NOT_FOUND',
      message: 'Reward not found',
    });
    const invalid = await t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid)).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
    expect(json(invalid).message).toMatch(/^Invalid request: /);
  });
});
