import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, startApp, type Session, type TestApp } from './helpers.ts';

describe.each(databases)('rewards, redemption and leaderboard (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  const redeem = (s: Session, item: unknown) =>
    t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item } });

  it('lists the 15 rewards', async () => {
    const s = await t.login();
    const res = json<{
      success: boolean;
      data: { id: number; name: string; credits: number; id_require: number }[];
    }>(await t.call(s, { method: 'POST', url: '/api/v1/rewards' }));
    expect(res.success).toBe(true);
    expect(res.data.map((r) => r.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(res.data.some((r) => r.id_require === 1)).toBe(true);
  });

  it('spends once when the credits pay for one redemption (20 simultaneous)', async () => {
    const s = await t.login();
    await t.grant(s.id, 700);
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(s, 1)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(json(r)).toMatchObject({
        success: false,
        message: 'Insufficient credits',
        details: expect.any(String),
      });
    }
    const data = json<{ data: Record<string, unknown> }>(ok[0] as never).data;
    expect(Object.keys(data).sort()).toEqual(['id_require', 'item', 'name', 'nameUr', 'tel', 'uuid']);
    expect(data).toMatchObject({ item: 1, id_require: 1, tel: `92${s.number.slice(1)}` });
    const profile = json<{ data: { credits: number; items_redeemed: number } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    );
    // The credits are held until the claim; only a claimed redemption counts as an item redeemed.
    expect(profile.data).toEqual(expect.objectContaining({ credits: 200, items_redeemed: 0 }));
    const redemptions = await t.app.db
      .selectFrom('redemptions')
      .selectAll()
      .where('subscriber_id', '=', s.id)
      .execute();
    expect(redemptions).toHaveLength(1);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('claim validates the PUBG ID and fields, once, and only the owner', async () => {
    const s = await t.login();
    await t.grant(s.id, 600);
    const r = json<{ data: { uuid: string; item: number } }>(await redeem(s, 1)).data;
    const claim = (who: Session, body: object) =>
      t.call(who, {
        method: 'POST',
        url: '/api/v1/redeem-claim',
        payload: { item: r.item, uuid: r.uuid, ...body },
      });
    expect(json(await claim(s, { name: 'A', email: 'a@b.co', phone: '03001112223' }))).toMatchObject({
      message: 'Please fill in all fields including PUBG ID.',
    });
    expect(json(await claim(s, { name: 'A', email: 'a@b.co', pubgId: '12a45' }))).toMatchObject({
      message: 'PUBG ID must be 4-15 digits and contain only numbers.',
    });
    expect(json(await claim(s, { name: 'A', email: 'a@b.co', pubgId: '123' }))).toMatchObject({
      message: 'PUBG ID must be 4-15 digits and contain only numbers.',
    });
    expect(json(await claim(s, { name: '', email: 'a@b.co', pubgId: '1234' }))).toMatchObject({
      message: 'Please fill in all fields.',
    });
    for (const phone of ['<script>x</script>', '0300111222', '+923001112223']) {
      const refused = await claim(s, { name: 'A', email: 'a@b.co', phone, pubgId: '1234' });
      expect([refused.statusCode, json(refused)]).toEqual([
        400,
        expect.objectContaining({
          message: 'Please enter a valid operator number (starting with 0 and 11 digits long)',
        }),
      ]);
    }
    const other = await t.login();
    expect((await claim(other, { name: 'A', email: 'a@b.co', pubgId: '1234' })).statusCode).toBe(404);
    const ok = await claim(s, {
      name: 'A',
      email: 'a@b.co',
      phone: '03001112223',
      pubgId: '123456789012345',
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ success: true });
    expect((await claim(s, { name: 'A', email: 'a@b.co', pubgId: '1234' })).statusCode).toBe(409);
  });

  it('refuses unknown rewards and wrong types without writing', async () => {
    const s = await t.login();
    await t.grant(s.id, 100_000);
    expect((await redeem(s, 16)).statusCode).toBe(404);
    expect((await redeem(s, 'one')).statusCode).toBe(400);
    expect((await redeem(s, -1)).statusCode).toBe(400);
    expect((await t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: {} })).statusCode).toBe(
      400,
    );
    expect(
      await t.app.db.selectFrom('redemptions').selectAll().where('subscriber_id', '=', s.id).execute(),
    ).toHaveLength(0);
  });

  it('partner users give an operator number (92 + number without 0); others may not', async () => {
    const partner = await t.login({ gamenow: true });
    expect(
      (
        await t.call(partner, {
          method: 'POST',
          url: '/api/v1/gamenow/notify',
          payload: { msisdn: '03001234567' },
        })
      ).statusCode,
    ).toBe(400);
    const ok = await t.call(partner, {
      method: 'POST',
      url: '/api/v1/gamenow/notify',
      payload: { msisdn: '923331234567' },
    });
    expect(json(ok)).toMatchObject({ success: true, message: expect.any(String) });
    await t.grant(partner.id, 600);
    expect(json<{ data: { tel: string } }>(await redeem(partner, 4)).data.tel).toBe('923331234567');
    const plain = await t.login();
    expect(
      (
        await t.call(plain, {
          method: 'POST',
          url: '/api/v1/gamenow/notify',
          payload: { msisdn: '923331234567' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('leaderboard has 20+ players with the spec\u2019s fields, best first', async () => {
    const s = await t.login();
    const res = json<{ success: boolean; data: { score: number }[] }>(
      await t.call(s, { method: 'GET', url: '/api/leaderboard' }),
    );
    expect(res.success).toBe(true);
    expect(res.data.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(res.data[0] ?? {}).sort()).toEqual([
      'name',
      'profileImage',
      'redeemed_items',
      'score',
      'total_challenges',
      'total_tournaments',
      'username',
    ]);
    const scores = res.data.map((e) => e.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(res.data.some((e) => 'is_viewer' in e)).toBe(false);
  });

  it("marks the viewer's own row, and names a subscriber without a name 'Guest User'", async () => {
    const s = await t.login();
    await t.grant(s.id, 1_000_000);
    const other = await t.login();
    const board = async (who: Session) =>
      json<{ data: { name: string; score: number; is_viewer?: number }[] }>(
        await t.call(who, { method: 'GET', url: '/api/leaderboard' }),
      ).data;
    t.app.clock.advance(3000); // past the shared answer of the test before
    // Both within the 2 s the answer is shared: each sees only its own row marked.
    const mine = await board(s);
    const theirs = await board(other);
    expect(mine[0]).toMatchObject({ name: 'Guest User', score: 1_000_000, is_viewer: 1 });
    expect(mine.filter((e) => e.is_viewer)).toHaveLength(1);
    expect(theirs.filter((e) => e.is_viewer)).toHaveLength(0);
  });
});
