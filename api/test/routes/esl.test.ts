import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, OPERATOR_KEY, startApp, type Session, type TestApp } from '../helpers.ts';

type T = Record<string, unknown> & {
  id: number;
  tourn_name: string;
  status: number;
  is_running: number;
  entries: unknown[];
};
const op = { 'x-operator-key': OPERATOR_KEY };

describe.each(databases)('ESL tournaments and matches: esl (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  const list = async (s: Session, url: string) =>
    json<{ success: boolean; data: T[]; errors: unknown }>(await t.call(s, { method: 'GET', url }));
  const byName = async (s: Session, name: string, esl = false) =>
    (await list(s, esl ? '/api/v1/esl/tournaments/all' : '/api/v1/tournaments/all')).data.find(
      (x) => x.tourn_name === name,
    ) as T;

  // One match followed through its steps, each case on the state the one before left.
  let s: Session;
  let rival: Session;
  let open: T;
  let matchId: number;

  it('ESL check-in once (20 simultaneous); an ended tournament refuses it', async () => {
    s = await t.login();
    open = await byName(s, 'Cannon Clash Weekly Knockout', true);
    const before = open.total_checkin as number;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call(s, { method: 'POST', url: '/api/v1/esl/tournament/entry/checkin', payload: { id: open.id } }),
      ),
    );
    expect(
      results.filter((r) => json<{ data: { already_submited: boolean } }>(r).data.already_submited === false),
    ).toHaveLength(1);
    expect((await byName(s, 'Cannon Clash Weekly Knockout', true)).total_checkin).toBe(before + 1);
    const ended = await byName(s, 'Cannon Clash Season Opener', true);
    expect(
      (
        await t.call(s, {
          method: 'POST',
          url: '/api/v1/esl/tournament/entry/checkin',
          payload: { id: ended.id },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the operator sets the match room: both players get it by SMS', async () => {
    rival = await t.login();
    await t.call(rival, {
      method: 'POST',
      url: '/api/v1/esl/tournament/entry/checkin',
      payload: { id: open.id },
    });
    const match = json<{ data: { id: number } }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/operator/tournaments/${open.id}/matches`,
        headers: op,
        // Played now: the room is open at once (without a time it would be at the round's time).
        payload: { round: 1, player1: s.number, player2: rival.number, scheduledAt: t.app.nowIso() },
      }),
    );
    const room = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/matches/${match.data.id}/room`,
      headers: op,
      payload: { roomId: 'ROOM-77', password: 'pw', notify: true },
    });
    expect(room.statusCode).toBe(200);
    const outbox = json<{ data: { phone: string; body: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' }),
    );
    expect(outbox.data.filter((m) => m.body.includes('ROOM-77'))).toHaveLength(2);
    matchId = match.data.id;
  });

  it('match check-in takes the room ID of the caller\u2019s own match only', async () => {
    const wrong = await t.call(s, {
      method: 'POST',
      url: '/api/v1/esl/tournament/match/checkin',
      payload: { tournamentId: open.id, roomId: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ success: false, start_game: false });
    const right = await t.call(s, {
      method: 'POST',
      url: '/api/v1/esl/tournament/match/checkin',
      payload: { tournamentId: open.id, roomId: ' ROOM-77 ' },
    });
    expect(json(right)).toMatchObject({ success: true, start_game: true });
    const stranger = await t.login();
    expect(
      (
        await t.call(stranger, {
          method: 'POST',
          url: '/api/v1/esl/tournament/match/checkin',
          payload: { tournamentId: open.id, roomId: 'ROOM-77' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a result report is accepted once, when it agrees with the recorded result', async () => {
    // Before a result is recorded, a Cannon Clash report is not accepted.
    const early = await t.call(s, {
      method: 'POST',
      url: '/api/v1/esl/tournament/match/result',
      payload: { tournamentId: open.id, roomId: 'ROOM-77', result_flag: 'winner' },
    });
    expect(json(early)).toMatchObject({ success: true, data: { success: false } });
    const winner = await t.app.inject({
      method: 'POST',
      url: `/api/operator/matches/${matchId}/result`,
      headers: op,
      payload: { winner: s.number },
    });
    expect(winner.statusCode).toBe(200);
    const report = await t.call(s, {
      method: 'POST',
      url: '/api/v1/esl/tournament/match/result',
      payload: { tournamentId: open.id, roomId: 'ROOM-77', result_flag: 'winner' },
    });
    expect(json(report)).toEqual({ success: true, data: { success: true, errors: null } });
    const twice = await t.call(s, {
      method: 'POST',
      url: '/api/v1/esl/tournament/match/result',
      payload: { tournamentId: open.id, roomId: 'ROOM-77', result_flag: 'winner' },
    });
    expect(json(twice)).toMatchObject({ data: { success: false } });
    expect(
      (
        await t.call(s, {
          method: 'POST',
          url: '/api/v1/esl/tournament/match/result',
          payload: { tournamentId: open.id, roomId: 'ROOM-77', result_flag: 'draw' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('hand-given places end the tournament and pay each place once', async () => {
    const results2 = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/operator/tournaments/${open.id}/results`,
          headers: op,
          payload: {
            places: [
              { phone: s.number, place: 1 },
              { phone: rival.number, place: 2 },
            ],
          },
        }),
      ),
    );
    // One call ends the tournament and pays; the others are refused: each place is paid once.
    expect(results2.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results2.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    expect(json(refused[0] as never)).toMatchObject({
      message: 'This tournament has ended; its results are final.',
    });
    const prof = json<{ data: { credits: number } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    );
    expect(prof.data.credits).toBe(open.prize);
    expect((await byName(s, 'Cannon Clash Weekly Knockout', true)).status).toBe(4);
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('the demo subscriber can enter the live Cannon Clash room', async () => {
    const demo = await t.login({ number: '03001234567' });
    const live = await byName(demo, 'Cannon Clash Live Knockout', true);
    expect(live).toMatchObject({ status: 2, is_running: 1 });
    expect(live.entries).toHaveLength(1);
    const res = await t.call(demo, {
      method: 'POST',
      url: '/api/v1/esl/tournament/match/checkin',
      payload: { tournamentId: live.id, roomId: 'PZ-4821' },
    });
    expect(json(res)).toMatchObject({ success: true, start_game: true });
  });
});
