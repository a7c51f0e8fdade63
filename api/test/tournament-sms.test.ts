import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMS } from '../src/tournament-engine/sms-templates.ts';
import { databases, startApp, type TestApp } from './helpers.ts';
import { at, newCup, playOut, player1Wins, tokenFor, type Cup } from './tournament-helpers.ts';

const ATTACK = 'Ali. URGENT: reply with your PIN to 03001112223';

describe.each(databases)('tournament SMS (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
  });
  afterAll(async () => t.close());

  /** Every player's name, username and tournament nickname is the attacker's text. */
  async function poison(cup: Cup) {
    // A username is one subscriber's: each player's is the attacker's text and its own number.
    for (const { id } of cup.players)
      await t.app.db
        .updateTable('subscribers')
        .set({ name: ATTACK, username: `${ATTACK} ${id}` })
        .where('id', '=', id)
        .execute();
    await t.app.db
      .updateTable('tournament_entries')
      .set({ pubg_nick: ATTACK })
      .where('tournament_id', '=', cup.id)
      .execute();
  }

  const texts = async (cup: Cup) =>
    (await t.app.db.selectFrom('sms_outbox').selectAll().orderBy('id').execute()).filter((x) =>
      x.body.includes(cup.name),
    );

  for (const game of ['Cannon Clash', 'PUBG Mobile']) {
    it(`${game}: a nickname with a phone number and the word PIN never reaches any SMS`, async () => {
      const cup = await newCup(t, 10, {
        game,
        nick: () => ATTACK,
        currency: 'rupees',
        prizes: [100, 50, 10],
      });
      await poison(cup);
      if (game !== 'Cannon Clash') {
        // External games: the operator's room is texted at the match's SMS time.
        await t.app.engine.tick();
      }
      await playOut(t.app, cup, async (m, round) => {
        if (game !== 'Cannon Clash' && m.room_id === null) {
          await t.app.db
            .updateTable('tournament_matches')
            .set({ room_id: `R-${m.id}`, room_password: 'pw' })
            .where('id', '=', m.id)
            .execute();
          await t.app.engine.roomChanged(m.id, true);
        }
        await player1Wins(t.app)(m, round);
      });
      const sms = await texts(cup);
      expect(sms.length).toBeGreaterThan(10);
      for (const x of sms) {
        expect(x.body).not.toMatch(/PIN|URGENT|0300111|Ali/);
        expect(x.body.startsWith('PlayZone: ')).toBe(true);
      }
      // Opponents are named by seed; the champion is told the prize in rupees.
      expect(sms.some((x) => /vs your opponent \(seed \d+\)/.test(x.body))).toBe(true);
      expect(sms.filter((x) => x.body.includes('Rs 100 added to your wallet'))).toHaveLength(1);
    });
  }

  it('texts a subscriber who chose Urdu in Urdu: the tournament by its Urdu name, the match with its Room ID and password, the prize', async () => {
    const cup = await newCup(t, 10, { game: 'PUBG Mobile', currency: 'rupees', prizes: [100, 50, 10] });
    const ids = cup.players.map((p) => p.id);
    await t.app.db.updateTable('subscribers').set({ language: 'ur' }).where('id', 'in', ids).execute();
    const urName = `انعامی کپ ${cup.id}`;
    await t.app.db.updateTable('tournaments').set({ name_ur: urName }).where('id', '=', cup.id).execute();
    await t.app.engine.tick();
    await playOut(t.app, cup, async (m, round) => {
      if (m.room_id === null) {
        await t.app.db
          .updateTable('tournament_matches')
          .set({ room_id: `R-${m.id}`, room_password: 'pw' })
          .where('id', '=', m.id)
          .execute();
        await t.app.engine.roomChanged(m.id, true);
      }
      await player1Wins(t.app)(m, round);
    });
    expect(await texts(cup)).toEqual([]);
    const sms = await texts({ ...cup, name: urName });
    expect(sms.length).toBeGreaterThan(10);
    for (const x of sms) {
      expect(x.body.startsWith('PlayZone: ')).toBe(true);
      // Urdu throughout: no English words but the brand, the game and Room ID.
      const latin = x.body.match(/[A-Za-z]+/g) ?? [];
      expect(
        latin.filter((w) => !['PlayZone', 'PUBG', 'Mobile', 'Room', 'ID', 'R', 'pw'].includes(w)),
      ).toEqual([]);
    }
    const match = sms.find((x) => x.body.includes('Room ID: R-'));
    expect(match?.body).toMatch(
      /^PlayZone: .+، راؤنڈ 1۔ اپنے حریف \(سیڈ \d+\) کے ساتھ آپ کا PUBG Mobile میچ \d{4}-\d{2}-\d{2} \d{2}:\d{2} پر ہے۔ Room ID: R-\d+، پاس ورڈ: pw۔$/,
    );
    expect(sms.filter((x) => x.body.includes('100 روپے آپ کے والٹ میں جمع کر دیے گئے۔'))).toHaveLength(1);
    expect(sms.some((x) => x.body.includes(`مبارک ہو، آپ نے ${urName} جیت لیا!`))).toBe(true);
  });

  it('the profile shows the prize money balance in paisa, apart from credits', async () => {
    const cup = await newCup(t, 10, { currency: 'rupees', prizes: [250, 0, 0] });
    await playOut(t.app, cup, player1Wins(t.app));
    const winner = await t.app.db
      .selectFrom('tournament_entries')
      .select('subscriber_id')
      .where('tournament_id', '=', cup.id)
      .where('place', '=', 1)
      .executeTakeFirstOrThrow();
    const s = cup.players.find((p) => p.id === Number(winner.subscriber_id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { authorization: `Bearer ${await tokenFor(t.app, s!)}` },
    });
    expect(res.json()).toMatchObject({ data: { credits: 0, prize_money_paisa: 25_000 } });
  });
});

describe('SMS templates', () => {
  it('strip line breaks and bound operator text', () => {
    const body = SMS.match({
      tournament: 'Cup\nCall 0300 now',
      game: 'PUBG',
      round: 2,
      when: '7:00 pm',
      roomId: 'R1',
      password: 'x',
      opponentSeed: 3,
      cannon: false,
      thirdPlace: false,
    });
    expect(body).not.toContain('\n');
    expect(body).toContain('vs your opponent (seed 3)');
  });
});

describe('tournament SMS on the demo console (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('sqlite', { ENGINE_TICK_MS: '0', ROOMS: '0', SMS_CONSOLE: '1' });
  });
  afterAll(async () => t.close());

  it('the Room ID texts a round queues are printed once each, after they commit', async () => {
    const cup = await newCup(t, 10);
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      printed.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    }) as typeof process.stdout.write;
    try {
      await at(t.app, cup.start - 3_600_000);
      await at(t.app, cup.start);
    } finally {
      process.stdout.write = write;
    }
    const rooms = printed.filter((line) => line.includes(cup.name) && line.includes('Room ID: PZ-'));
    expect(rooms).toHaveLength(10);
    expect(rooms.every((line) => /^\[demo SMS to 92\d{10}\] PlayZone: /.test(line))).toBe(true);
  });
});
