import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, startApp, type TestApp } from './helpers.ts';

// The demo's players carry a history the portal's own screens agree on (api/src/demo/ledger.ts):
// the profile's 'Completed tasks' counts the same tasks and levels /completed lists.

/** The demo subscriber and leaderboard players with one to four Aim Train levels passed. */
const DEMO_NUMBERS = ['03001234567', '03000000001', '03000000002', '03000000003', '03000000004'];

describe.each(databases)('the demo players\u2019 history (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(DEMO_NUMBERS)("%s: the profile's completed tasks are the ones /completed lists", async (number) => {
    const s = await t.login({ number });
    const profile = json<{ data: { completed_tasks_total: number } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    ).data;
    const completed = json<{ data: { status: string }[] }>(
      await t.call(s, { method: 'POST', url: '/api/v1/completed-task/get' }),
    ).data;
    expect(completed.length).toBeGreaterThan(0);
    expect(profile.completed_tasks_total).toBe(completed.length);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });
});
