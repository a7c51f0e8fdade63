import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../src/demo/index.ts';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { staffClient, type StaffClient } from './operator-helpers.ts';

// Editing a tournament once it has started: its texts can still be fixed, its money and schedule
// cannot, whatever else the form sends along unchanged.

describe.each(databases)('operator tournament edits after the start (%s)', (kind) => {
  let t: TestApp;
  let moderator: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind);
    moderator = await staffClient(t, 'moderator');
  });
  afterAll(async () => t.close());

  /** A tournament as the edit form holds it (every field), started a minute ago. */
  async function startedCup() {
    const start = new Date(t.app.clock.now().getTime() + 3_600_000);
    start.setUTCSeconds(0, 0);
    const fields = {
      name: 'Operator Sunday Cpu',
      nameUr: null,
      gameId: GAME_IDS.pubg,
      esl: false,
      timeStart: start.toISOString(),
      prize: 900,
      secondPrize: 300,
      thirdPrize: 100,
      entryFee: 50,
      tournType: 'Credits',
      prizeCurrency: 'credits',
      thirdPlace: 'match',
      platform: 'Mobile',
      uidCheck: false,
      rules: 'Best of one.',
    };
    const id = json<{ data: { id: number } }>(await moderator.call('POST', '/tournaments', fields)).data.id;
    t.app.clock.set(new Date(start.getTime() + 60_000));
    // The start time as a browser's local input gives it back: to the second, without milliseconds.
    return { id, fields: { ...fields, timeStart: start.toISOString().replace('.000Z', 'Z') } };
  }
  const detail = async (id: number) =>
    json<{ data: { name: string; rules: string; entryFee: number; prize: number } }>(
      await moderator.call('GET', `/tournaments/${id}`),
    ).data;

  it('fixes a typo in the name and rules with the money fields sent unchanged', async () => {
    const { id, fields } = await startedCup();
    try {
      const edit = await moderator.call('PATCH', `/tournaments/${id}`, {
        ...fields,
        name: 'Operator Sunday Cup',
        rules: 'Best of three.',
      });
      expect(edit.statusCode).toBe(200);
      expect(await detail(id)).toMatchObject({ name: 'Operator Sunday Cup', rules: 'Best of three.' });
    } finally {
      t.app.clock.set(new Date());
    }
  });

  it('refuses a changed entry fee or prize after the start, saying what can still change', async () => {
    const { id, fields } = await startedCup();
    try {
      for (const change of [{ entryFee: 60 }, { prize: 1000 }, { ...fields, name: 'Renamed', entryFee: 0 }]) {
        const late = await moderator.call('PATCH', `/tournaments/${id}`, change);
        expect(late.statusCode).toBe(409);
        expect(json<{ message: string }>(late).message).toBe(
          'This tournament has started; only its name, end time, rules, platform and status can change.',
        );
      }
      expect(await detail(id)).toMatchObject({ name: 'Operator Sunday Cpu', entryFee: 50, prize: 900 });
    } finally {
      t.app.clock.set(new Date());
    }
  });
});
