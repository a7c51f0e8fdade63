import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { releaseExpired } from '../src/lib/redemptions.ts';
import { databases, json, startApp, type Session, type TestApp } from './helpers.ts';

interface Listed {
  uuid: string;
  item: number;
  name: string;
  credits: number;
  status: string;
  expires_at: string | null;
}

describe.each(databases)('redemption holds (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  const redeem = (s: Session, item = 1) =>
    t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item } });
  const claim = (s: Session, uuid: string, item = 1) =>
    t.call(s, {
      method: 'POST',
      url: '/api/v1/redeem-claim',
      payload: { item, uuid, name: 'A', email: 'a@b.co', pubgId: '51234567' },
    });
  const cancel = (s: Session, uuid: string) =>
    t.call(s, { method: 'POST', url: '/api/v1/redemptions/cancel', payload: { uuid } });
  const list = async (s: Session) =>
    json<{ data: Listed[] }>(await t.call(s, { method: 'GET', url: '/api/v1/redemptions' })).data;
  const profile = async (s: Session) =>
    json<{ data: { credits: number; items_redeemed: number } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    ).data;
  /** Tokens last 15 minutes of the server clock: a subscriber back after the clock moved signs in again. */
  const again = (s: Session) => t.login({ number: s.number });
  const held = async (s: Session) => json<{ data: { uuid: string } }>(await redeem(s)).data.uuid;

  it('holds the credits, lists the hold as reserved for 30 minutes, and the claim commits them', async () => {
    const s = await t.login();
    await t.grant(s.id, 700);
    const uuid = await held(s);
    expect(await profile(s)).toMatchObject({ credits: 200, items_redeemed: 0, credits_held: 500 });
    const [hold] = await list(s);
    expect(hold).toMatchObject({
      uuid,
      item: 1,
      name: 'PUBG Mobile 60 UC',
      credits: 500,
      status: 'reserved',
    });
    const expiresIn = Date.parse(hold?.expires_at ?? '') - t.app.clock.now().getTime();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);

    expect((await claim(s, uuid)).statusCode).toBe(200);
    expect(await profile(s)).toMatchObject({ credits: 200, items_redeemed: 1, credits_held: 0 });
    expect(await list(s)).toEqual([expect.objectContaining({ uuid, status: 'requested', expires_at: null })]);
    expect(json(await cancel(s, uuid))).toMatchObject({
      message: 'This redemption can no longer be cancelled.',
    });
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('gives the credits back on cancel, once, and the cancelled hold cannot be claimed', async () => {
    const s = await t.login();
    await t.grant(s.id, 600);
    const uuid = await held(s);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(s, uuid)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await profile(s)).toMatchObject({ credits: 600, items_redeemed: 0, credits_held: 0 });
    const late = await claim(s, uuid);
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({
      message: 'This redemption was cancelled and its credits returned. Please redeem again.',
    });
    expect((await list(s))[0]).toMatchObject({ status: 'cancelled' });
    const other = await t.login();
    expect((await cancel(other, uuid)).statusCode).toBe(404);
    expect(
      (await t.call(s, { method: 'POST', url: '/api/v1/redemptions/cancel', payload: {} })).statusCode,
    ).toBe(400);
  });

  it('releases a hold left unclaimed past 30 minutes (server clock), and a late claim is refused', async () => {
    const first = await t.login();
    await t.grant(first.id, 500);
    const uuid = await held(first);
    t.app.clock.advance(29 * 60_000);
    let s = await again(first);
    expect(await profile(s)).toMatchObject({ credits: 0 });
    t.app.clock.advance(61_000);
    s = await again(first);
    expect(await profile(s)).toMatchObject({ credits: 500, items_redeemed: 0, credits_held: 0 });
    expect((await claim(s, uuid)).statusCode).toBe(409);
    expect((await list(s))[0]).toMatchObject({ uuid, status: 'cancelled' });
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('a claim racing the expiry sweep and cancels either commits or releases, never both', async () => {
    for (let round = 0; round < 4; round += 1) {
      const first = await t.login();
      await t.grant(first.id, 500);
      const uuid = await held(first);
      t.app.clock.advance(30 * 60_000);
      const s = await again(first);
      const racers = await Promise.all([
        claim(s, uuid),
        claim(s, uuid),
        cancel(s, uuid),
        releaseExpired(t.app.db, t.app.clock.now()),
      ]);
      const claimed = racers.slice(0, 2).filter((r) => typeof r !== 'number' && r.statusCode === 200);
      const { credits, items_redeemed } = await profile(s);
      expect(claimed).toHaveLength(0);
      expect({ credits, items_redeemed }).toEqual({ credits: 500, items_redeemed: 0 });
    }
    // Within the window: exactly one of the claims and cancels wins.
    for (let round = 0; round < 4; round += 1) {
      const s = await t.login();
      await t.grant(s.id, 500);
      const uuid = await held(s);
      const racers = await Promise.all([claim(s, uuid), cancel(s, uuid), claim(s, uuid), cancel(s, uuid)]);
      expect(racers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const { credits, items_redeemed } = await profile(s);
      expect(credits + items_redeemed * 500).toBe(500);
    }
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('parallel holds never take more than the balance', async () => {
    const s = await t.login();
    await t.grant(s.id, 1_200);
    const results = await Promise.all(Array.from({ length: 12 }, () => redeem(s)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = results.find((r) => r.statusCode === 400);
    expect(json(refused as never)).toMatchObject({
      details: 'You need 500 credits to redeem PUBG Mobile 60 UC.',
    });
    expect(await profile(s)).toMatchObject({ credits: 200 });
    expect((await list(s)).map((r) => r.status)).toEqual(['reserved', 'reserved']);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('formats the amount a subscriber is short of', async () => {
    const s = await t.login();
    const rewards = json<{ data: { id: number; name: string; credits: number }[] }>(
      await t.call(s, { method: 'POST', url: '/api/v1/rewards' }),
    ).data;
    const dear = rewards.find((r) => r.credits >= 1000);
    if (!dear) throw new Error('no reward of 1,000 credits or more in the demo data');
    const answer = json<{ details: string }>(await redeem(s, dear.id));
    expect(answer.details).toBe(
      `You need ${dear.credits.toLocaleString('en-US')} credits to redeem ${dear.name}.`,
    );
    expect(answer.details).toMatch(/\d,\d{3} credits/);
  });
});
