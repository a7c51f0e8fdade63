import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { json, databases, startApp, type Session, type TestApp } from './helpers.ts';
import { creditsOf, staffClient, type StaffClient } from './operator-helpers.ts';
import { newCup } from './tournament-helpers.ts';

// Writes that meet on one subscriber's rows at the same moment, as an operator and the subscriber
// (or two operators) make them. On PostgreSQL they take their row locks in different orders
// through the triggers, and the database ends one of two such transactions (a deadlock): it runs
// again (db/transaction.ts), so every answer is the change or the rule's refusal, never a failure.

describe.each(databases)('writes that meet on one subscriber (%s)', (kind) => {
  let t: TestApp;
  let admin: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
    admin = await staffClient(t, 'admin');
  });
  afterAll(async () => t.close());

  const adjust = (s: Session, delta: number) =>
    admin.call('POST', `/subscribers/${s.id}/credits`, {
      delta,
      reason: 'goodwill',
      requestId: randomUUID(),
    });
  const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);

  it('grants while the subscriber holds rewards: each grant lands and each hold is made or refused', async () => {
    const s = await t.login();
    await t.grant(s.id, 2000);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => adjust(s, 10)),
      ...Array.from({ length: 10 }, () =>
        t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item: 1 } }),
      ),
    ]);
    expect(statuses(answers.slice(0, 10))).toEqual(Array(10).fill(200));
    const holds = statuses(answers.slice(10)).filter((status) => status === 200).length;
    expect(statuses(answers.slice(10)).every((status) => status === 200 || status === 400)).toBe(true);
    expect(holds).toBeGreaterThan(0);
    // Item 1 holds 500 credits.
    expect(await creditsOf(t, s)).toBe(2000 + 100 - 500 * holds);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('deductions at once each report their own step, and the audit says the same', async () => {
    const s = await t.login();
    await t.grant(s.id, 1000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => adjust(s, -10)));
    expect(statuses(answers)).toEqual(Array(10).fill(200));
    const steps = answers.map((a) => json<{ data: { before: number; after: number } }>(a).data);
    for (const step of steps) expect(step.before - 10).toBe(step.after);
    expect(steps.map((step) => step.after).sort()).toEqual([
      900, 910, 920, 930, 940, 950, 960, 970, 980, 990,
    ]);
    const audit = await t.app.db
      .selectFrom('operator_audit')
      .select(['before_json', 'after_json'])
      .where('target', '=', `subscriber:${s.id}`)
      .where('action', '=', 'credits.deduct')
      .execute();
    expect(audit).toHaveLength(10);
    for (const row of audit) {
      const before = JSON.parse(String(row.before_json)) as { credits: number };
      const after = JSON.parse(String(row.after_json)) as { credits: number };
      expect(before.credits - 10).toBe(after.credits);
    }
    expect(await creditsOf(t, s)).toBe(900);
  });

  it('deductions that together exceed the balance: one lands, the others are refused as deductions', async () => {
    const s = await t.login();
    await t.grant(s.id, 100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => adjust(s, -60)));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ code: 'CANNOT_DEDUCT' });
      expect(json<{ message: string }>(refused).message).toMatch(
        /^Cannot deduct 60 credits: the balance is \d+\.$/,
      );
    }
    expect(await creditsOf(t, s)).toBe(40);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('a void while players register: each registration is made or refused, and every fee taken comes back', async () => {
    const cup = await newCup(t, 0, { fee: 50 });
    const players: Session[] = [];
    for (let i = 0; i < 16; i++) {
      const s = await t.login();
      await t.grant(s.id, 50);
      players.push(s);
    }
    const register = (s: Session) =>
      t.call(s, { method: 'POST', url: '/api/v1/esl/tournament/entry/checkin', payload: { id: cup.id } });
    const answers = await Promise.all([
      ...players.slice(0, 8).map(register),
      admin.call('POST', `/tournaments/${cup.id}/void`),
      ...players.slice(8).map(register),
    ]);
    expect(answers[8]?.statusCode).toBe(200);
    for (const status of statuses(answers)) expect(status).toBeLessThan(500);
    for (const s of players) expect(await creditsOf(t, s)).toBe(50);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });
});
