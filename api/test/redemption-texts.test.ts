import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { releaseExpired } from '../src/lib/redemptions.ts';
import { databases, json, startApp, type Session, type TestApp } from './helpers.ts';
import { creditsOf, staffClient, type StaffClient } from './operator-helpers.ts';

// The texts a redemption sends, read from the demo SMS outbox (/api/dev/sms-outbox) as the
// subscriber's phone would receive them: one when the claim is received, one when staff mark it
// fulfilled, one when it is refunded, each in the subscriber's language and never twice.

const RECEIVED_60_UC =
  'PlayZone: we have received your request for PUBG Mobile 60 UC (500 credits). Our team will contact you within 24 hours, in business hours (Monday to Friday, 9:00 AM to 10:00 PM).';

describe.each(databases)('redemption texts (%s)', (kind) => {
  let t: TestApp;
  let support: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind);
    support = await staffClient(t, 'support');
  });
  afterAll(async () => t.close());

  const outbox = async (s: Session) =>
    json<{ data: { body: string }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=92${s.number.slice(1)}` }),
    ).data.map((m) => m.body);

  /** A signed-in subscriber with credits, and the texts they get from here on (not the sign-in code). */
  const subscriber = async (credits: number, language?: 'ur') => {
    const s = await t.login();
    await t.grant(s.id, credits);
    if (language) await t.call(s, { method: 'POST', url: '/api/v1/user/language', payload: { language } });
    const before = (await outbox(s)).length;
    return { s, texts: async () => (await outbox(s)).slice(before) };
  };
  const hold = async (s: Session, item: number) =>
    json<{ data: { uuid: string } }>(
      await t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item } }),
    ).data.uuid;
  const claim = (s: Session, uuid: string, item: number) =>
    t.call(s, {
      method: 'POST',
      url: '/api/v1/redeem-claim',
      payload: { item, uuid, name: 'Ali Raza', email: 'ali@example.com', pubgId: '51234567' },
    });
  /** The redemption's id as the operator console lists it. */
  const idOf = async (s: Session, uuid: string) =>
    json<{ data: { id: number; uuid: string }[] }>(
      await support.call('GET', `/redemptions?number=${s.number}`),
    ).data.find((r) => r.uuid === uuid)?.id as number;
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

  it('texts the claim once (the reward, its credits, the 24 hours), nothing at processing, then fulfilled once', async () => {
    const { s, texts } = await subscriber(500);
    const uuid = await hold(s, 1);
    expect(await texts()).toEqual([]);
    const claims = await Promise.all([claim(s, uuid, 1), claim(s, uuid, 1), claim(s, uuid, 1)]);
    expect(statuses(claims)).toEqual([200, 409, 409]);
    expect(statuses([await claim(s, uuid, 1)])).toEqual([409]);
    expect(await texts()).toEqual([RECEIVED_60_UC]);

    const id = await idOf(s, uuid);
    const step = (status: string) => support.call('POST', `/redemptions/${id}/status`, { status });
    const processing = await step('processing');
    expect(json(processing)).toMatchObject({ success: true, message: `Redemption ${id} marked processing.` });
    expect(await texts()).toEqual([RECEIVED_60_UC]);
    const clicks = await Promise.all([step('fulfilled'), step('fulfilled'), step('fulfilled')]);
    expect(statuses(clicks)).toEqual([200, 409, 409]);
    expect(statuses([await step('fulfilled')])).toEqual([409]);
    expect(await texts()).toEqual([
      RECEIVED_60_UC,
      'PlayZone: your reward PUBG Mobile 60 UC has been delivered. Thank you for playing!',
    ]);
  });

  it('texts in Urdu for a subscriber reading Urdu: the claim, then the refund once', async () => {
    const { s, texts } = await subscriber(3000, 'ur');
    const uuid = await hold(s, 6);
    expect(statuses([await claim(s, uuid, 6)])).toEqual([200]);
    const received =
      'PlayZone: گیمنگ ماؤس (3,000 کریڈٹس) کے لیے آپ کی درخواست موصول ہو گئی ہے۔ ہماری ٹیم 24 گھنٹوں کے اندر کام کے اوقات (پیر سے جمعہ، 09:00 سے 22:00) میں آپ سے رابطہ کرے گی۔';
    expect(await texts()).toEqual([received]);

    const id = await idOf(s, uuid);
    const refunds = await Promise.all(
      Array.from({ length: 4 }, () =>
        support.call('POST', `/redemptions/${id}/cancel`, { reason: 'Out of stock' }),
      ),
    );
    expect(statuses(refunds)).toEqual([200, 409, 409, 409]);
    expect(json(refunds.find((r) => r.statusCode === 200)!)).toMatchObject({
      message: `Redemption ${id} refunded; 3,000 credits returned.`,
      data: { refunded: 3000 },
    });
    expect(await creditsOf(t, s)).toBe(3000);
    expect(await texts()).toEqual([
      received,
      'PlayZone: گیمنگ ماؤس کے لیے آپ کی درخواست منسوخ ہو گئی ہے۔ 3,000 کریڈٹس آپ کے بیلنس میں واپس آ گئے ہیں۔',
    ]);
  });

  it('texts the refund of a claim in English, with the credits returned', async () => {
    const { s, texts } = await subscriber(500);
    const uuid = await hold(s, 1);
    await claim(s, uuid, 1);
    const id = await idOf(s, uuid);
    await support.call('POST', `/redemptions/${id}/status`, { status: 'processing' });
    expect(
      statuses([await support.call('POST', `/redemptions/${id}/cancel`, { reason: 'No stock' })]),
    ).toEqual([200]);
    expect(await texts()).toEqual([
      RECEIVED_60_UC,
      'PlayZone: your request for PUBG Mobile 60 UC was cancelled. 500 credits are back in your balance.',
    ]);
  });

  it('sends nothing for a hold that is only released: cancelled, or left unclaimed past 30 minutes', async () => {
    const { s, texts } = await subscriber(1000);
    const cancelled = await hold(s, 1);
    const cancel = await t.call(s, {
      method: 'POST',
      url: '/api/v1/redemptions/cancel',
      payload: { uuid: cancelled },
    });
    expect(cancel.statusCode).toBe(200);
    await hold(s, 1);
    t.app.clock.advance(31 * 60_000);
    expect(await releaseExpired(t.app.db, t.app.clock.now(), s.id)).toBe(1);
    expect(await texts()).toEqual([]);
  });
});
