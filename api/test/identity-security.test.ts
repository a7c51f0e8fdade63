import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashCode } from '../src/lib/sign-in.ts';
import { databases, json, startApp, type TestApp, unsubscribeThroughService } from './helpers.ts';
import {
  hiddenField,
  latestCode,
  openLanding,
  requestCode,
  signInWithCode,
  submitCode,
} from './landing-client.ts';

// Identity attacks, each as a scripted client that skips the UI: sign-in without the code,
// guessing, stale codes, cross-site forms, tokens after logout and unsubscribe, self-declared
// partner status, and a burst of first sign-ups of one number.

let seq = 0;
const freshNumber = () => `037${String(process.pid % 100).padStart(2, '0')}${String(seq++).padStart(6, '0')}`;
const phoneOf = (n: string) => `92${n.slice(1)}`;
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;

describe.each(databases)('identity security (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { SIGN_IN_CODES_PER_NUMBER: '40' });
  });
  afterAll(async () => t.close());

  const subscriberCount = async (number: string) =>
    (await t.app.db.selectFrom('subscribers').select('id').where('phone', '=', phoneOf(number)).execute())
      .length;
  const gen = (msisdn: string, refferer: string | null = null) =>
    t.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn, refferer } });

  it('issues no reference without the code, for a new and for an existing number', async () => {
    const existing = (await t.login()).number;
    for (const number of [freshNumber(), existing]) {
      const before = await subscriberCount(number);
      const form = await openLanding(t.app);
      const sent = await requestCode(t.app, form, number);
      expect(sent.statusCode).toBe(200);
      expect(sent.headers.location).toBeUndefined();
      expect(sent.body).toContain('We sent a 6-digit code by SMS to');
      expect(sent.body).not.toMatch(/[?&]a=/);
      const challenge = hiddenField(sent.body, 'challenge');
      for (const code of ['', '000000x', '12345', 'abcdef']) {
        const res = await submitCode(t.app, form, challenge, code);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.headers.location).toBeUndefined();
      }
      expect(await subscriberCount(number)).toBe(before);
    }
  });

  it('sends the code by SMS and stores only its hash', async () => {
    const number = freshNumber();
    const form = await openLanding(t.app);
    const sent = await requestCode(t.app, form, number);
    const code = await latestCode(t.app, number);
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.app.db
      .selectFrom('sign_in_codes')
      .selectAll()
      .where('id', '=', hiddenField(sent.body, 'challenge'))
      .executeTakeFirstOrThrow();
    expect(Object.values(row).map(String).join(' ')).not.toContain(code);
    expect(row.code_hash).toMatch(/^[\w-]{43}$/);
    const ok = await submitCode(t.app, form, row.id, code);
    expect(ok.statusCode).toBe(303);
    // Used up: the same code never signs in twice.
    expect((await submitCode(t.app, form, row.id, code)).statusCode).toBe(400);
  });

  it('locks a code after 5 wrong tries, the right code included', async () => {
    const number = freshNumber();
    const form = await openLanding(t.app);
    const challenge = hiddenField((await requestCode(t.app, form, number)).body, 'challenge');
    const code = await latestCode(t.app, number);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const res = await submitCode(t.app, form, challenge, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    const fifth = await submitCode(t.app, form, challenge, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toContain('Too many wrong codes. Please request a new code.');
    const right = await submitCode(t.app, form, challenge, code);
    expect(right.statusCode).toBe(429);
    expect(right.headers.location).toBeUndefined();
    expect(await subscriberCount(number)).toBe(0);
  });

  it('refuses an expired code (5 minutes, dev clock)', async () => {
    const number = freshNumber();
    const form = await openLanding(t.app);
    const challenge = hiddenField((await requestCode(t.app, form, number)).body, 'challenge');
    await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: 5 * 60_000 + 1000 } });
    const res = await submitCode(t.app, form, challenge, await latestCode(t.app, number));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This code has expired. Please request a new code.');
    expect(await subscriberCount(number)).toBe(0);
  });

  it('refuses cross-site and token-less form posts with 403', async () => {
    const number = freshNumber();
    const form = await openLanding(t.app);
    const other = await openLanding(t.app);
    const post = (headers: Record<string, string>, body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/landing/subscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: body,
      });
    const good = `number=${number}&csrf=${encodeURIComponent(form.csrf)}`;
    const attempts = [
      post({ cookie: form.cookie, origin: 'https://evil.example' }, good),
      post({ cookie: form.cookie, origin: 'null', 'sec-fetch-site': 'cross-site' }, good),
      post({ cookie: form.cookie, 'sec-fetch-site': 'same-site' }, good),
      post({}, good),
      post({ cookie: form.cookie }, `number=${number}`),
      post({ cookie: other.cookie }, good),
      post({ cookie: form.cookie }, `number=${number}&csrf=${encodeURIComponent(other.csrf)}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('This form has expired. Please reload the page and try again.');
    }
    const verify = await t.app.inject({
      method: 'POST',
      url: '/landing/verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'challenge=x&code=123456',
    });
    expect(verify.statusCode).toBe(403);
    expect(
      await t.app.db.selectFrom('sign_in_codes').select('id').where('phone', '=', phoneOf(number)).execute(),
    ).toHaveLength(0);
    const sameSite = await post(
      { cookie: form.cookie, host: 'portal.test:8203', origin: 'https://portal.test:8203' },
      good,
    );
    expect(sameSite.statusCode).toBe(200);
    // A browser's own form under the no-referrer policy: Origin null, Sec-Fetch-Site same-origin.
    const own = await post({ cookie: form.cookie, origin: 'null', 'sec-fetch-site': 'same-origin' }, good);
    expect(own.statusCode).toBe(200);
  });

  it('ends the token and the reference at logout', async () => {
    const s = await t.login();
    expect((await t.call(s, { method: 'GET', url: '/api/v1/auth/session' })).statusCode).toBe(200);
    const out = await t.call(s, { method: 'POST', url: '/api/v1/auth/logout' });
    expect(json(out)).toEqual({ success: true });
    const after = await t.call(s, { method: 'GET', url: '/api/v1/user/profile' });
    expect(after.statusCode).toBe(401);
    expect((await gen(s.ref)).statusCode).toBe(401);
    // Another sign-in of the same subscriber is untouched by this logout.
    const again = await t.login({ number: s.number });
    expect((await t.call(again, { method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(200);
  });

  it('never revives a token from before unsubscribe after the number re-subscribes', async () => {
    const s = await t.login();
    expect((await unsubscribeThroughService(t, s)).statusCode).toBe(303);
    const back = await t.login({ number: s.number });
    expect(back.id).toBe(s.id);
    expect((await t.call(back, { method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(200);
    expect((await t.call(s, { method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(401);
    expect((await gen(s.ref)).statusCode).toBe(401);
  });

  it('takes partner status from the signed sign-in only, never from refferer', async () => {
    const s = await t.login();
    const self = await gen(s.ref, 'gamenow');
    expect(self.statusCode).toBe(200);
    const token = self.headers.access_token as string;
    expect(claimsOf(token).gn).toBe(0);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json(session)).toMatchObject({ data: { gn: 0 } });
    const partnerEntry = await signInWithCode(t.app, freshNumber(), { partner: true });
    expect(partnerEntry.searchParams.get('refferer')).toBe('gamenow');
    const partner = await gen(partnerEntry.searchParams.get('a') as string, null);
    expect(claimsOf(partner.headers.access_token as string).gn).toBe(1);
  });

  it('answers 20 simultaneous first sign-ups of one number without a 5xx: one subscriber', async () => {
    const number = freshNumber();
    const forms = await Promise.all(Array.from({ length: 20 }, () => openLanding(t.app)));
    const sent = await Promise.all(forms.map((f) => requestCode(t.app, f, number)));
    expect(sent.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const codes = (
      await t.app.db
        .selectFrom('sms_outbox')
        .select('body')
        .where('phone', '=', phoneOf(number))
        .orderBy('id')
        .execute()
    ).map((r) => /code is (\d{6})/.exec(r.body)?.[1] as string);
    const rows = await t.app.db
      .selectFrom('sign_in_codes')
      .select(['id', 'code_hash'])
      .where('phone', '=', phoneOf(number))
      .execute();
    expect(rows).toHaveLength(20);
    // Each browser submits the code of its own request (the test matches them by the stored hash).
    const secret = t.app.config.subscriptionSecret;
    const codeFor = (challenge: string) =>
      codes.find((c) => hashCode(secret, challenge, c) === rows.find((r) => r.id === challenge)?.code_hash) ??
      '';
    const results = await Promise.all(
      forms.map((f, i) => {
        const challenge = hiddenField(sent[i]?.body ?? '', 'challenge');
        return submitCode(t.app, f, challenge, codeFor(challenge)).then((r) => r.statusCode);
      }),
    );
    expect(results).toEqual(Array(20).fill(303));
    expect(results.filter((c) => c >= 500)).toEqual([]);
    expect(await subscriberCount(number)).toBe(1);
    const wallets = await t.app.db
      .selectFrom('wallets')
      .innerJoin('subscribers', 'subscribers.id', 'wallets.subscriber_id')
      .select('wallets.balance')
      .where('subscribers.phone', '=', phoneOf(number))
      .execute();
    expect(wallets).toHaveLength(1);
  });
});
