// The subscription lifecycle on the dev clock: the one-day trial ends and the first charge is
// taken; a declined charge pauses access (the subscriber's routes answer 402 with a code), the
// subscriber retries and gets access back; a gateway that does not answer is retried with backoff.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { suspendedText } from '../../src/billing/charges.ts';
import { SUSPENDED } from '../../src/billing/plugin.ts';
import { RETRY_MESSAGES } from '../../src/billing/routes.ts';
import { billingTotals, countFailedCharges, subscriptionState } from '../../src/billing/repository.ts';
import { RETRY_LIMIT } from '../../src/billing/retry.ts';
import { authenticateJoin } from '../../src/rooms/room-auth.ts';
import { databases, type Session, type TestApp } from '../helpers.ts';
import {
  advance,
  call,
  DAY_MS,
  demoGateway,
  failCharges,
  loginPostpaid,
  phoneOf,
  renew,
  retry,
  startBillingApp,
  subscription,
} from './support.ts';

describe.each(databases)('subscription lifecycle (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBillingApp(kind);
  });
  afterAll(async () => t?.close());

  // One subscriber through the first three tests, in order.
  let s: Session;
  let phone: string;

  it('the trial ends after one day and Rs 10 is charged for the next day', async () => {
    s = await t.login();
    phone = phoneOf(s);
    const start = await subscription(t, s);
    expect(start).toMatchObject({ status: 'trial', plan: 'daily', priceText: 'Rs 10 per day', charges: [] });
    expect(start.nextChargeAt).toBe(start.trialEndsAt);
    const trialEnd = Date.parse(start.trialEndsAt as string);
    expect(trialEnd - t.app.clock.now().getTime()).toBeGreaterThan(DAY_MS - 60_000);

    // Nothing is charged before the trial ends.
    await advance(t.app, DAY_MS - 3_600_000);
    expect((await subscription(t, s)).charges).toEqual([]);
    await advance(t.app, 2 * 3_600_000);
    const charged = await subscription(t, s);
    expect(charged.status).toBe('active');
    expect(charged.charges).toHaveLength(1);
    expect(charged.charges[0]).toMatchObject({
      status: 'charged',
      reason: 'trial-end',
      totalPaisa: 1000,
      taxPaisa: 0,
    });
    expect(charged.charges[0]?.periodStart).toBe(start.trialEndsAt);
    expect(Date.parse(charged.nextChargeAt as string)).toBe(trialEnd + DAY_MS);
    expect(demoGateway(t.app).calls.filter((c) => c.phone === phone)).toHaveLength(1);
    expect((await call(t, s, 'GET', '/api/v1/user/profile')).statusCode).toBe(200);
  });

  it("a declined charge suspends access: the subscriber's routes answer 402 with a code, the SMS says why", async () => {
    await failCharges(t.app, phone, 'decline');
    await advance(t.app, DAY_MS);
    for (const url of ['/api/v1/user/profile', '/api/v1/user/day-data', '/api/v1/active-streak']) {
      const refused = await call(t, s, 'GET', url);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        success: false,
        code: SUSPENDED.code,
        message: SUSPENDED.message,
      });
    }
    const refusedWrite = await call(t, s, 'POST', '/api/v1/update-daily-streak', {});
    expect(refusedWrite.statusCode).toBe(402);
    // The session itself stays: the portal can still show the payment page.
    expect((await call(t, s, 'GET', '/api/v1/auth/session')).statusCode).toBe(200);
    const suspended = await subscription(t, s);
    expect(suspended).toMatchObject({ status: 'suspended', failedCharges: 1 });
    expect(suspended.charges[0]).toMatchObject({
      status: 'declined',
      reason: 'renewal',
      lastError: 'Insufficient balance',
    });
    const sms = await t.app.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(sms?.body).toBe(suspendedText(1000, 'Insufficient balance'));
    // The scheduler does not keep charging a suspended subscriber.
    await advance(t.app, DAY_MS);
    expect((await subscription(t, s)).charges).toHaveLength(2);
  });

  it('a suspended subscriber cannot join a Cannon Clash room either', async () => {
    await renew(t, s);
    const services = {
      db: t.app.db,
      clock: t.app.clock,
      jwtKey: t.app.jwtKey,
      engine: t.app.engine,
      maxRoomsPerSubscriber: 5,
      joinsPerMinute: 30,
    };
    await expect(authenticateJoin(services, s.token, { roomCode: 'PRACTICE-1' })).rejects.toMatchObject({
      code: 402,
      message: SUSPENDED.message,
    });
  });

  it('a retry declined again says why; the retry that goes through brings access back', async () => {
    await failCharges(t.app, phone, 'decline');
    const again = await retry(t, s);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toMatchObject({
      code: 'CHARGE_DECLINED',
      message: RETRY_MESSAGES.declined('Insufficient balance'),
    });
    expect((await subscription(t, s)).failedCharges).toBe(2);

    // The retry that goes through: access is back, the new day starts now.
    const ok = await retry(t, s);
    expect(ok.statusCode).toBe(200);
    const back = ok.json() as {
      message: string;
      data: {
        status: string;
        nextChargeAt: string;
        charges: Array<{ status: string; reason: string; periodStart: string }>;
      };
    };
    expect(back.message).toBe(RETRY_MESSAGES.charged);
    expect(back.data.status).toBe('active');
    expect(back.data.charges[0]).toMatchObject({ status: 'charged', reason: 'retry' });
    expect(
      Math.abs(Date.parse(back.data.charges[0]?.periodStart as string) - t.app.clock.now().getTime()),
    ).toBeLessThan(60_000);
    expect(Date.parse(back.data.nextChargeAt) - Date.parse(back.data.charges[0]?.periodStart as string)).toBe(
      DAY_MS,
    );
    expect((await call(t, s, 'GET', '/api/v1/user/profile')).statusCode).toBe(200);
    // A retry when nothing failed takes nothing.
    const calls = demoGateway(t.app).calls.length;
    const idle = await retry(t, s);
    expect(idle.statusCode).toBe(200);
    expect(idle.json()).toMatchObject({ message: RETRY_MESSAGES.active });
    expect(demoGateway(t.app).calls.length).toBe(calls);
  });

  it('postpaid: Rs 167 plus 19.5% tax a month, the period one calendar month', async () => {
    const s = await loginPostpaid(t, `0391${String(Date.now() % 10_000_000).padStart(7, '0')}`);
    const start = await subscription(t, s);
    expect(start).toMatchObject({ plan: 'monthly', priceText: 'Rs 167 plus Rs 32.57 tax per month' });
    await advance(t.app, DAY_MS + 60_000);
    const { charges, nextChargeAt } = await subscription(t, s);
    expect(charges[0]).toMatchObject({
      status: 'charged',
      totalPaisa: 19_957,
      taxPaisa: 3257,
      reason: 'trial-end',
    });
    const from = new Date(charges[0]?.periodStart as string);
    const to = new Date(nextChargeAt as string);
    expect(to.getUTCDate()).toBe(
      Math.min(
        from.getUTCDate(),
        new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate(),
      ),
    );
    expect((to.getUTCMonth() - from.getUTCMonth() + 12) % 12).toBe(1);
  });

  it('a gateway that does not answer: access continues while it is retried with backoff; after 5 tries access pauses', async () => {
    const s = await t.login();
    const phone = phoneOf(s);
    await failCharges(t.app, phone, 'unavailable', 1);
    await advance(t.app, DAY_MS + 60_000);
    let state = await subscription(t, s);
    expect(state.charges[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'charging gateway unavailable',
    });
    expect((await call(t, s, 'GET', '/api/v1/user/profile')).statusCode).toBe(200);
    // The next attempt waits a minute, then goes through.
    await advance(t.app, 30_000);
    expect((await subscription(t, s)).charges[0]?.attempts).toBe(1);
    await advance(t.app, 31_000);
    state = await subscription(t, s);
    expect(state).toMatchObject({ status: 'active' });
    expect(state.charges).toHaveLength(1);
    expect(state.charges[0]).toMatchObject({ status: 'charged', attempts: 2 });

    // Unreachable on every try: 1, 2, 4, 8 minutes apart, then the charge fails and access pauses.
    await failCharges(t.app, phone, 'unavailable', 10);
    await advance(t.app, DAY_MS);
    for (const wait of [1, 2, 4, 8]) await advance(t.app, wait * 60_000 + 1000);
    state = await subscription(t, s);
    expect(state.charges[0]).toMatchObject({ status: 'failed', attempts: 5 });
    expect(state.status).toBe('suspended');
    expect((await call(t, s, 'GET', '/api/v1/user/profile')).statusCode).toBe(402);
  });

  it('retries are limited: the 6th in 15 minutes is 429 and never reaches the gateway', async () => {
    const u = await t.login();
    await failCharges(t.app, phoneOf(u), 'decline', 7);
    await advance(t.app, DAY_MS + 60_000);
    for (let i = 0; i < RETRY_LIMIT; i++) expect((await retry(t, u)).statusCode).toBe(402);
    const calls = demoGateway(t.app).calls.length;
    const limited = await retry(t, u);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RETRY_LIMIT', message: RETRY_MESSAGES.tooMany });
    expect(demoGateway(t.app).calls.length).toBe(calls);
    expect((await subscription(t, u)).failedCharges).toBe(1 + RETRY_LIMIT);
    // The operator console's and the metrics' queries see the same.
    const state = await subscriptionState(t.app.db, t.app.config.billing, u.id, { limit: 3 });
    expect(state).toMatchObject({ status: 'suspended', failedCharges: 1 + RETRY_LIMIT });
    expect(state?.charges.map((c) => c.status)).toEqual(['declined', 'declined', 'declined']);
    const since = new Date(t.app.clock.now().getTime() - 60_000).toISOString();
    expect(await countFailedCharges(t.app.db, { subscriberId: u.id, since })).toBe(1 + RETRY_LIMIT);
    const totals = await billingTotals(t.app.db);
    expect(totals.charges.declined).toBe((await countFailedCharges(t.app.db)) - (totals.charges.failed ?? 0));
    expect(totals.subscribers.suspended).toBeGreaterThanOrEqual(1);
  });
  it('a subscriber who chose Urdu is told of the paused access in Urdu, and can still change the language', async () => {
    const u = await t.login();
    const ur = await call(t, u, 'POST', '/api/v1/user/language', { language: 'ur' });
    expect(ur.statusCode).toBe(200);
    await failCharges(t.app, phoneOf(u), 'decline');
    await advance(t.app, DAY_MS + 2 * 3_600_000);
    const refused = await call(t, u, 'GET', '/api/v1/user/profile');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'SUBSCRIPTION_SUSPENDED' });
    const sms = await t.app.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('phone', '=', phoneOf(u))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(sms?.body).toBe(
      'PlayZone: آپ کی 10 روپے کی ادائیگی نہیں ہو سکی (Insufficient balance)۔ آپ کی رسائی رکی ہوئی ہے: PlayZone کھولیں اور دوبارہ ادائیگی کریں۔',
    );
    // The language switch is open to a suspended subscriber (the payment page has it).
    expect((await call(t, u, 'POST', '/api/v1/user/language', { language: 'en' })).statusCode).toBe(200);
  });
});
