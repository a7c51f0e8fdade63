import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
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
  /** Deadlocks PostgreSQL broke in this test's database (its statistics are flushed within a second). */
  const deadlocks = async () => {
    if (kind !== 'postgres') return 0;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { rows } = await sql<{ n: string }>`select deadlocks as n from pg_stat_database
      where datname = current_database()`.execute(t.app.db);
    return Number(rows[0]?.n ?? 0);
  };

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
      // The balance at the refusal: the one deduction that landed left 40.
      expect(json<{ message: string }>(refused).message).toBe('Cannot deduct 60 credits: the balance is 40.');
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

  it('holds given back while others are made: each hold and each cancel is done once, none fails', async () => {
    const s = await t.login();
    await t.grant(s.id, 5000);
    const holdThenCancel = async () => {
      const held = await t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item: 1 } });
      if (held.statusCode !== 200) return [held.statusCode];
      const { uuid } = json<{ data: { uuid: string } }>(held).data;
      const cancel = await t.call(s, {
        method: 'POST',
        url: '/api/v1/redemptions/cancel',
        payload: { uuid },
      });
      return [held.statusCode, cancel.statusCode];
    };
    const answers = (await Promise.all(Array.from({ length: 12 }, holdThenCancel))).flat();
    expect(answers.every((status) => status === 200 || status === 400)).toBe(true);
    const holds = await t.app.db
      .selectFrom('redemptions')
      .select('status')
      .where('subscriber_id', '=', s.id)
      .execute();
    expect(holds.every((row) => row.status === 'cancelled')).toBe(true);
    expect(await creditsOf(t, s)).toBe(5000);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('paid registrations while the subscriber holds rewards: every entry and every hold is made', async () => {
    const s = await t.login();
    await t.grant(s.id, 1000 + 6 * 10);
    const cups = await Promise.all(Array.from({ length: 6 }, () => newCup(t, 0, { fee: 10 })));
    const before = await deadlocks();
    const answers = await Promise.all([
      ...cups.map((cup) =>
        t.call(s, { method: 'POST', url: '/api/v1/esl/tournament/entry/checkin', payload: { id: cup.id } }),
      ),
      ...Array.from({ length: 2 }, () =>
        t.call(s, { method: 'POST', url: '/api/v1/redeem-item', payload: { item: 1 } }),
      ),
    ]);
    expect(statuses(answers)).toEqual(Array(8).fill(200));
    // Not one ended as a deadlock's victim: the entry holds the subscriber first, as a hold does.
    expect(await deadlocks()).toBe(before);
    expect(await creditsOf(t, s)).toBe(0);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });
});
