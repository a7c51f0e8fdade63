import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, startApp, type Session, type TestApp } from './helpers.ts';
import { staffClient, type StaffClient } from './operator-helpers.ts';
import { DAY, HOUR, newCup, type Cup } from './tournament-helpers.ts';

// A match staff create through the operator api without a time is at its round's time: the match
// text says when, and the player's tournament card shows that date and time.

/** 11:00 UTC: the cups below start 3 hours later, 19:00 in Karachi. */
const NOW = '2031-03-02T11:00:00.000Z';

describe.each(databases)('operator matches without a time (%s)', (kind) => {
  let t: TestApp;
  let moderator: StaffClient;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
    t.app.clock.set(new Date(NOW));
    moderator = await staffClient(t, 'moderator');
  });
  afterAll(async () => t.close());

  const phone = (s: Session) => `92${s.number.slice(1)}`;
  const textsTo = async (s: Session) =>
    json<{ data: { body: string }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone(s)}` }),
    ).data.map((m) => m.body);
  const createMatch = (cup: Cup, body: object) =>
    moderator.call('POST', `/tournaments/${cup.id}/matches`, body);
  /** Staff create a match of two players and text them its room now. */
  const matchAndRoom = async (cup: Cup, round: number, room: string) => {
    const [a, b] = cup.players as [Session, Session];
    const created = await createMatch(cup, { round, player1: a.number, player2: b.number });
    expect(created.statusCode).toBe(200);
    const id = json<{ data: { id: number } }>(created).data.id;
    const set = await moderator.call('PUT', `/matches/${id}/room`, {
      roomId: room,
      password: '',
      notify: true,
    });
    expect(set.statusCode).toBe(200);
    return id;
  };
  /** The player's card on /tournaments (Cannon Clash: the ESL list), as the subscriber api gives it. */
  const card = async (cup: Cup, s: Session) =>
    json<{
      data: { id: number; player: { kind: string; round: number; time: string; play_now: boolean } | null }[];
    }>(await t.call(s, { method: 'GET', url: '/api/v1/esl/tournaments/all' })).data.find(
      (x) => x.id === cup.id,
    )?.player;

  it('a round 1 match is at the tournament start: the text says when, the card shows it', async () => {
    const cup = await newCup(t, 2);
    const [a, b] = cup.players as [Session, Session];
    await matchAndRoom(cup, 1, 'PZ-STR01');
    const text = (seed: number) =>
      `PlayZone: ${cup.name} round 1. Your Cannon Clash match vs your opponent (seed ${seed}) is at 2031-03-02 07:00 pm. Room ID: PZ-STR01. Open Tournaments, tap Play Now and enter the Room ID.`;
    expect(await textsTo(a)).toEqual([expect.any(String), text(2)]);
    expect(await textsTo(b)).toEqual([expect.any(String), text(1)]);
    expect(await card(cup, a)).toMatchObject({ kind: 'next-match', round: 1, time: '2031-03-02 07:00 pm' });
  });

  it('a later round is the next day at the same time; in Urdu on the 24-hour clock', async () => {
    const cup = await newCup(t, 2);
    const [a, b] = cup.players as [Session, Session];
    await t.call(b, { method: 'POST', url: '/api/v1/user/language', payload: { language: 'ur' } });
    await matchAndRoom(cup, 2, 'PZ-STR02');
    expect((await textsTo(a)).at(-1)).toContain('is at 2031-03-03 07:00 pm. Room ID: PZ-STR02.');
    expect((await textsTo(b)).at(-1)).toContain('میچ 2031-03-03 19:00 پر ہے۔ Room ID: PZ-STR02۔');
    expect(await card(cup, a)).toMatchObject({ kind: 'next-match', round: 2, time: '2031-03-03 07:00 pm' });
  });

  it('a round already drawn gives its time; a round time already past means now, the room open', async () => {
    const cup = await newCup(t, 2);
    const [a, b] = cup.players as [Session, Session];
    // The engine drew round 2 a day late (its usual time was too close for the SMS).
    await t.app.db
      .insertInto('tournament_matches')
      .values({
        tournament_id: cup.id,
        round: 2,
        slot: 1,
        player1_id: b.id,
        player2_id: a.id,
        scheduled_at: new Date(cup.start + 2 * DAY).toISOString(),
        status: 'scheduled',
        created_at: NOW,
      })
      .execute();
    await matchAndRoom(cup, 2, 'PZ-STR03');
    expect((await textsTo(a)).at(-1)).toContain('is at 2031-03-04 07:00 pm. Room ID: PZ-STR03.');

    const started = new Date(Date.parse(NOW) - 2 * HOUR).toISOString();
    await t.app.db.updateTable('tournaments').set({ time_start: started }).where('id', '=', cup.id).execute();
    await matchAndRoom(cup, 1, 'PZ-STR04');
    expect((await textsTo(a)).at(-1)).toContain('is at 2031-03-02 04:00 pm. Room ID: PZ-STR04.');
    expect(await card(cup, a)).toMatchObject({ round: 1, time: '2031-03-02 04:00 pm', play_now: true });
  });

  it('a time staff give is kept', async () => {
    const cup = await newCup(t, 2);
    const [a, b] = cup.players as [Session, Session];
    const at = new Date(Date.parse(NOW) + 5 * HOUR).toISOString();
    await createMatch(cup, { round: 1, player1: a.number, player2: b.number, scheduledAt: at });
    expect(await card(cup, a)).toMatchObject({ kind: 'next-match', round: 1, time: '2031-03-02 09:00 pm' });
  });

  it('refuses a match without a time in a tournament without a start time, with a clear 400', async () => {
    const cup = await newCup(t, 2);
    const [a, b] = cup.players as [Session, Session];
    await t.app.db.updateTable('tournaments').set({ time_start: null }).where('id', '=', cup.id).execute();
    const refused = await createMatch(cup, { round: 1, player1: a.number, player2: b.number });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      code: 'MATCH_TIME_REQUIRED',
      message: 'This tournament has no start time: give the match a time (scheduledAt).',
    });
    expect(
      json<{ data: unknown[] }>(await moderator.call('GET', `/tournaments/${cup.id}/matches`)).data,
    ).toEqual([]);
  });

  it('an older match that has no time is texted as playable now, never "is at ."', async () => {
    const cup = await newCup(t, 2);
    const [a] = cup.players as [Session, Session];
    const id = await matchAndRoom(cup, 1, 'PZ-OLD01');
    await t.app.db
      .updateTable('tournament_matches')
      .set({ scheduled_at: null })
      .where('id', '=', id)
      .execute();
    await moderator.call('PUT', `/matches/${id}/room`, { roomId: 'PZ-OLD02', password: '', notify: true });
    expect((await textsTo(a)).at(-1)).toBe(
      `PlayZone: ${cup.name} round 1. Your Cannon Clash match vs your opponent (seed 2) can be played now. Room ID: PZ-OLD02. Open Tournaments, tap Play Now and enter the Room ID.`,
    );
  });
});
