import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, startApp, type TestApp } from './helpers.ts';
import { openLanding, requestCode, submitCode } from './landing-client.ts';

// Sign-in codes are limited per number (5 per 15 minutes) and landing form posts per client
// address (RATE_LIMIT_SIGN_IN per minute for code requests, and as many for code checks),
// whatever the number.

describe.each(databases)('sign-in limits (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { RATE_LIMIT_SIGN_IN: '30', SIGN_IN_CODES_PER_NUMBER: '5' });
  });
  afterAll(async () => t.close());

  it('sends at most 5 codes per number in 15 minutes, even to simultaneous requests', async () => {
    const number = '03660000001';
    const forms = await Promise.all(Array.from({ length: 8 }, () => openLanding(t.app)));
    const answers = await Promise.all(forms.map((f) => requestCode(t.app, f, number)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.body).toContain(
      'Too many codes were sent to this number. Please try again in 15 minutes.',
    );
    const texts = await t.app.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('phone', '=', '923660000001')
      .execute();
    expect(texts).toHaveLength(5);
    await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: 15 * 60_000 + 1000 } });
    expect((await requestCode(t.app, forms[0]!, number)).statusCode).toBe(200);
  });

  it('refuses a client address over its per-minute budget of form posts, any number', async () => {
    const form = await openLanding(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await requestCode(t.app, form, `0367${String(i).padStart(7, '0')}`)).statusCode);
    }
    // 30 a minute for this address (9 went to the test above): the rest are refused, none sent.
    expect(statuses.filter((s) => s === 200)).toHaveLength(21);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const guesses: number[] = [];
    for (let i = 0; i < 35; i += 1) guesses.push((await submitCode(t.app, form, 'x', '123456')).statusCode);
    expect(guesses.filter((s) => s === 429)).toHaveLength(5);
    const other = await t.app.inject({
      method: 'POST',
      url: '/landing/subscribe',
      remoteAddress: '10.9.8.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie },
      payload: `number=03670000999&csrf=${encodeURIComponent(form.csrf)}`,
    });
    expect(other.statusCode).toBe(200);
  });
});
