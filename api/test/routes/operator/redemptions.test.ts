import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, startApp, type Session, type TestApp } from '../../helpers.ts';
import { auditOf, creditsOf, staffTeam, type StaffClient } from '../../operator-helpers.ts';

// The operator console's resources as staff use them, checked by what the subscriber then sees:
// balances, ledgers, the completed-task list, the tournament list, the audit log.

describe.each(databases)('operator console: redemptions (%s)', (kind) => {
  let t: TestApp;
  let admin: StaffClient;
  let support: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind);
    ({ admin, support } = await staffTeam(t));
  });
  afterAll(async () => t.close());

  const credits = (s: Session) => creditsOf(t, s);
  const audit = (action: string) => auditOf(admin, action);

  const redeem = async (s: Session, item = 1) => {
    const uuid = json<{ data: { uuid: string } }>(
      await t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item } }),
    ).data.uuid;
    const claimed = await t.call(s, {
      method: 'POST',
      url: '/api/v1/redeem-claim',
      payload: { item, uuid, name: 'Ali Raza', email: 'ali@example.com', pubgId: '51234567' },
    });
    expect(claimed.statusCode).toBe(200);
    const list = json<{ data: { id: number; uuid: string }[] }>(
      await support.call('GET', `/redemptions?number=${s.number}`),
    ).data;
    return list.find((r) => r.uuid === uuid)?.id as number;
  };

  it('fulfils one redemption step by step and refunds another once, even under concurrent calls', async () => {
    const s = await t.login();
    await t.grant(s.id, 1500);
    const first = await redeem(s);
    const second = await redeem(s);
    expect(await credits(s)).toBe(500);
    const listed = json<{ data: { contact: unknown; status: string; reward: { name: string } }[] }>(
      await support.call('GET', `/redemptions?number=${s.number}`),
    ).data;
    expect(listed[0]).toMatchObject({
      status: 'requested',
      reward: { name: 'PUBG Mobile 60 UC' },
      contact: { name: 'Ali Raza', email: 'ali@example.com', pubgId: '51234567' },
    });
    expect(
      (await support.call('POST', `/redemptions/${first}/status`, { status: 'fulfilled' })).statusCode,
    ).toBe(409);
    expect(
      (await support.call('POST', `/redemptions/${first}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    const done = await support.call('POST', `/redemptions/${first}/status`, { status: 'fulfilled' });
    expect(json(done)).toMatchObject({ data: { status: 'fulfilled' } });
    expect((await support.call('POST', `/redemptions/${first}/cancel`, { reason: 'late' })).statusCode).toBe(
      409,
    );

    const calls = await Promise.all(
      Array.from({ length: 8 }, () =>
        support.call('POST', `/redemptions/${second}/cancel`, { reason: 'Out of stock' }),
      ),
    );
    expect(calls.map((c) => c.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await credits(s)).toBe(1000);
    const refunds = await t.app.db
      .selectFrom('ledger')
      .select('delta')
      .where('subscriber_id', '=', s.id)
      .where('reason', '=', 'redemption-refund')
      .execute();
    expect(refunds.map((r) => Number(r.delta))).toEqual([500]);
    expect(await t.ledgerMatchesWallets()).toBe(true);
    const mine = json<{ data: { status: string }[] }>(
      await t.call(s, { method: 'GET', url: '/api/v1/redemptions' }),
    ).data;
    expect(mine.map((r) => r.status).sort()).toEqual(['fulfilled', 'refunded']);
    const [entry] = await audit('redemption.refund');
    expect(entry).toMatchObject({
      before: { status: 'requested' },
      after: { status: 'refunded', reason: 'Out of stock', credits: 500 },
    });

    const csv = await support.call('GET', `/redemptions/export.csv?number=${s.number}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,created,subscriber,reward,credits,name,email,phone,pubg_id,status,reason');
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('"refunded"'))).toContain('"Out of stock"');
  });
});
