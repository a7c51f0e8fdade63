// A returning subscriber (signed in again after an unsubscribe) has no second trial. One who left
// while a charge was unpaid comes back as they left, suspended, on the payment page: signing up
// again never opens the portal before a charge is paid.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SUSPENDED } from '../../src/billing/plugin.ts';
import { databases, type Session, type TestApp, unsubscribeThroughService } from '../helpers.ts';
import {
  advance,
  call,
  DAY_MS,
  demoGateway,
  failCharges,
  phoneOf,
  retry,
  startBillingApp,
  subscription,
} from './support.ts';

describe.each(databases)('a returning subscriber (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBillingApp(kind);
  });
  afterAll(async () => t?.close());

  const unsubscribe = async (s: Session) =>
    expect((await unsubscribeThroughService(t, s)).statusCode).toBe(303);
  const creditsOf = async (s: Session) =>
    Number(
      (
        await t.app.db
          .selectFrom('wallets')
          .select('balance')
          .where('subscriber_id', '=', s.id)
          .executeTakeFirstOrThrow()
      ).balance,
    );

  it('one who left after a declined charge comes back suspended, and a paid retry opens the portal', async () => {
    const s = await t.login();
    expect((await call(t, s, 'POST', '/api/v1/update-daily-streak', {})).statusCode).toBe(200);
    const earned = await creditsOf(s);
    await failCharges(t.app, phoneOf(s), 'decline');
    await advance(t.app, DAY_MS + 60_000);
    expect((await subscription(t, s)).status).toBe('suspended');
    await unsubscribe(s);

    const back = await t.login({ number: s.number });
    expect(back.id).toBe(s.id);
    const claim = await call(t, back, 'POST', '/api/v1/update-daily-streak', {});
    expect(claim.statusCode).toBe(402);
    expect(claim.json()).toMatchObject({ code: SUSPENDED.code, message: SUSPENDED.message });
    expect(await creditsOf(back)).toBe(earned);
    const page = await subscription(t, back);
    expect(page.status).toBe('suspended');
    expect(page.charges[0]).toMatchObject({ status: 'declined', lastError: 'Insufficient balance' });
    // No scheduled charge while suspended: the gateway hears of this line again only on a retry.
    const calls = demoGateway(t.app).calls.length;
    await advance(t.app, 60_000);
    expect(demoGateway(t.app).calls.length).toBe(calls);

    // The line has credit again.
    expect((await retry(t, back)).statusCode).toBe(200);
    expect((await call(t, back, 'POST', '/api/v1/update-daily-streak', {})).statusCode).toBe(200);
    expect(await creditsOf(back)).toBeGreaterThan(earned);
  });

  it('one whose last charge was paid comes back active, charged at once', async () => {
    const s = await t.login();
    await advance(t.app, DAY_MS + 60_000);
    expect((await subscription(t, s)).charges[0]).toMatchObject({ status: 'charged' });
    await unsubscribe(s);
    const back = await t.login({ number: s.number });
    expect((await call(t, back, 'GET', '/api/v1/user/profile')).statusCode).toBe(200);
    await advance(t.app, 1000);
    const page = await subscription(t, back);
    expect(page.status).toBe('active');
    expect(page.charges[0]).toMatchObject({ status: 'charged' });
    expect(page.charges).toHaveLength(2);
  });
});
