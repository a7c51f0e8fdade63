import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../src/demo/index.ts';
import { prizeKindOf } from '../src/operator/tournaments-repo.ts';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { staffClient, type StaffClient } from './operator-helpers.ts';

// A 'Cash' tournament pays its places in rupees and a 'Credits' one in credits (tournament-engine
// rule 10): the operator api refuses a tournament that says otherwise, and the demo has none.

describe.each(databases)('tournament type and prize currency (%s)', (kind) => {
  let t: TestApp;
  let moderator: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind);
    moderator = await staffClient(t, 'moderator');
  });
  afterAll(async () => t.close());

  it('refuses a Cash tournament with credit prizes; the type alone brings its currency', async () => {
    const cup = {
      name: 'Rupee Night Cup',
      gameId: GAME_IDS.pubg,
      esl: false,
      timeStart: new Date(Date.now() + 86_400_000).toISOString(),
      prize: 5000,
    };
    const mixed = await moderator.call('POST', '/tournaments', {
      ...cup,
      tournType: 'Cash',
      prizeCurrency: 'credits',
    });
    expect(mixed.statusCode).toBe(400);
    expect(json<{ message: string }>(mixed).message).toBe(
      'A Cash tournament\u2019s prizes are rupees, a Credits tournament\u2019s are credits.',
    );
    const id = json<{ data: { id: number } }>(
      await moderator.call('POST', '/tournaments', { ...cup, tournType: 'Cash' }),
    ).data.id;
    const made = json<{ data: { tournType: string; prizeCurrency: string } }>(
      await moderator.call('GET', `/tournaments/${id}`),
    ).data;
    expect(made).toMatchObject({ tournType: 'Cash', prizeCurrency: 'rupees' });
    const edit = await moderator.call('PATCH', `/tournaments/${id}`, { prizeCurrency: 'credits' });
    expect(json(edit)).toMatchObject({ data: { tournType: 'Credits', prizeCurrency: 'credits' } });
  });

  it('seeds every demo tournament as the operator api would accept it', async () => {
    const rows = await t.app.db
      .selectFrom('tournaments')
      .select(['name', 'tourn_type', 'prize_currency'])
      .execute();
    const refused = rows.filter((r) => {
      try {
        prizeKindOf({ tournType: r.tourn_type as 'Cash', prizeCurrency: r.prize_currency as 'rupees' });
        return false;
      } catch {
        return true;
      }
    });
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(refused.map((r) => r.name)).toEqual([]);
    // Subscribers see the Cash ones' prizes in rupees.
    const s = await t.login();
    const listed = json<{ data: { tourn_name: string; prize_currency: string }[] }>(
      await t.call(s, { method: 'GET', url: '/api/v1/tournaments/all' }),
    ).data;
    expect(listed.find((c) => c.tourn_name === 'PUBG Mobile Weekly Showdown')?.prize_currency).toBe('rupees');
  });
});
