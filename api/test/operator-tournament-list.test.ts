import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { staffClient, type StaffClient } from './operator-helpers.ts';
import { newCup } from './tournament-helpers.ts';

// The console's tournament list filtered by state: one stored status or several (a weekly
// tournament ends with 3, an ESL one with 4; the console's 'Ended' asks for both).

describe.each(databases)('operator tournament list (%s)', (kind) => {
  let t: TestApp;
  let moderator: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind);
    moderator = await staffClient(t, 'moderator');
  });
  afterAll(async () => t.close());

  const listed = async (q: string) =>
    json<{ data: { id: number; status: number }[] }>(await moderator.call('GET', `/tournaments${q}`)).data;

  it('lists the tournaments of one status or of several', async () => {
    const [open, weekly, esl, voided] = await Promise.all(
      ['PUBG Mobile', 'PUBG Mobile', 'Cannon Clash', 'PUBG Mobile'].map((game) => newCup(t, 0, { game })),
    );
    const ids = [open, weekly, esl, voided].map((c) => c?.id);
    await moderator.call('PATCH', `/tournaments/${weekly?.id}`, { status: 3 });
    await moderator.call('PATCH', `/tournaments/${esl?.id}`, { status: 4 });
    expect((await moderator.call('POST', `/tournaments/${voided?.id}/void`)).statusCode).toBe(200);
    const ours = (rows: { id: number }[]) => rows.map((r) => r.id).filter((id) => ids.includes(id));

    const ended = await listed('?status=3&status=4&limit=200');
    expect(ours(ended).sort()).toEqual([weekly?.id, esl?.id].sort());
    expect(ended.every((r) => r.status === 3 || r.status === 4)).toBe(true);
    expect(ours(await listed('?status=5&limit=200'))).toEqual([voided?.id]);
    expect(ours(await listed('?status=1&limit=200'))).toEqual([open?.id]);
    expect(ours(await listed('?limit=200')).sort()).toEqual([...ids].sort());
    expect((await moderator.call('GET', '/tournaments?status=6')).statusCode).toBe(400);
  });
});
