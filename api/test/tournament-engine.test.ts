import { describe, expect, it } from '@jest/globals';
import { balanceOf } from '../src/lib/ledger.ts';
import { pairRound, roundsFor } from '../src/tournament-engine/bracket.ts';
import type { Match } from '../src/tournament-engine/engine.ts';
import { MATCH_MESSAGES } from '../src/tournament-engine/match-calls.ts';
import { TOURNAMENT_STATUS } from '../src/tournament-engine/timing.ts';
import { databases, json, type Session } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
import { engineHarness } from './tournament-engine-harness.ts';

describe('knockout pairing', () => {
  it('folds seeds, gives the bye to the best seed without one, and needs ceil(log2 n) rounds', () => {
    expect(pairRound([1, 2, 3, 4], new Set())).toEqual({
      pairs: [
        [1, 4],
        [2, 3],
      ],
      bye: null,
    });
    expect(pairRound([1, 2, 3, 4, 5], new Set())).toEqual({
      pairs: [
        [2, 5],
        [3, 4],
      ],
      bye: 1,
    });
    expect(pairRound([1, 2, 3], new Set([1]))).toEqual({ pairs: [[1, 3]], bye: 2 });
    expect([9, 10, 16, 17, 2, 1].map(roundsFor)).toEqual([4, 4, 4, 5, 1, 0]);
  });
});

describe.each(databases)('tournament engine: draws, cancellations, no-shows, reports (%s)', (kind) => {
  const h = engineHarness(kind);
  const {
    login,
    ledgerMatchesWallets,
    call,
    at,
    setup,
    tournament,
    matches,
    outbox,
    byId,
    listed,
    roomDecides,
    playOut,
    expectOneChampion,
  } = h;

  it('9 checked-in players never start: cancelled at the start time, registration closed at the draw', async () => {
    const s = await setup(9);
    await at(s.start - 2 * HOUR);
    expect(await matches(s.id)).toHaveLength(0);
    await at(s.start - HOUR + 1);
    expect(await matches(s.id)).toHaveLength(0);
    expect((await tournament(s.id)).status).toBe(TOURNAMENT_STATUS.open);
    const late = await login();
    const refused = await call(late, '/api/v1/esl/tournament/entry/checkin', { id: s.id });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('Registration is closed for this tournament.');
    await at(s.start);
    expect(await tournament(s.id)).toMatchObject({
      status: TOURNAMENT_STATUS.cancelled,
      is_running: 0,
      engine_state: 'cancelled',
    });
    expect(await matches(s.id)).toHaveLength(0);
    const view = await listed(s, s.players[0] as Session);
    expect(view).toMatchObject({ status: 5, is_running: 0, total_checkin: 9 });
    expect(await outbox(s.name)).toHaveLength(9);
    await at(s.start + 3 * DAY);
    expect(await outbox(s.name)).toHaveLength(9);
    expect(await matches(s.id)).toHaveLength(0);
  });

  it('a paid tournament that is cancelled refunds each entry fee once', async () => {
    const s = await setup(3, { game: 'PUBG Mobile', fee: 25 });
    await at(s.start);
    await at(s.start + 1000);
    const refunds = await h.app.db
      .selectFrom('ledger')
      .selectAll()
      .where('ref_key', '=', `tournament-refund:${s.id}`)
      .execute();
    expect(refunds).toHaveLength(3);
    expect(await ledgerMatchesWallets()).toBe(true);
  });

  for (const [n, rounds] of [
    [10, 4],
    [16, 4],
    [17, 5],
  ] as const) {
    it(`${n} players run to a single winner in ${rounds} rounds, texted an hour before each match`, async () => {
      const s = await setup(n);
      await at(s.start - HOUR - 5000);
      expect(await matches(s.id)).toHaveLength(0);
      await at(s.start - HOUR);
      const r1 = await matches(s.id, 1);
      expect(r1.filter((m) => m.player2_id !== null)).toHaveLength(Math.floor(n / 2));
      expect(r1.filter((m) => m.result_source === 'bye')).toHaveLength(n % 2);
      expect(r1.every((m) => m.scheduled_at === new Date(s.start).toISOString())).toBe(true);
      expect(r1.filter((m) => m.room_id).every((m) => /^PZ-[A-Z2-9]{6}$/.test(m.room_id as string))).toBe(
        true,
      );
      // Drawn but not started: still open (registration closed), every player texted once.
      expect(await tournament(s.id)).toMatchObject({ status: 1, is_running: 0, engine_state: 'drawn' });
      expect(await outbox(s.name)).toHaveLength(n);
      expect(await playOut(s)).toBe(rounds);
      const champion = await expectOneChampion(s);
      const view = await listed(s, byId(s, champion));
      expect(view).toMatchObject({ status: 4, is_running: 0, total_checkin: n, entries: [{ place: 1 }] });
      // Nothing happens twice: more ticks days later change nothing.
      const before = (await outbox(s.name)).length;
      await at(s.start + 10 * DAY);
      await h.app.engine.tick();
      expect((await outbox(s.name)).length).toBe(before);
      await expectOneChampion(s);
    });
  }

  it('no-shows: the player in the room advances; a double no-show eliminates both', async () => {
    const s = await setup(10);
    const rounds = await playOut(s, async (m, round) => {
      if (round === 1 && m.slot === 1) {
        await h.app.engine.recordPresence(m.id, Number(m.player2_id)); // only player 2 came
      } else if (round === 1 && m.slot === 2) {
        // nobody came
      } else {
        await roomDecides(m, round);
      }
    });
    const r1 = await matches(s.id, 1);
    expect(r1[0]).toMatchObject({ result_source: 'no-show', winner_id: r1[0]?.player2_id });
    expect(r1[1]).toMatchObject({ result_source: 'double-no-show', winner_id: null });
    // Who did not come is told: the absent player of the no-show, both of the double no-show.
    const missed = (await outbox(s.name)).filter((x) => / round 1: (you missed|neither player)/.test(x.body));
    const phones = (ids: (number | null)[]) => ids.map((id) => h.phoneOf(byId(s, id))).sort();
    expect(missed.map((x) => x.phone).sort()).toEqual(
      phones([r1[0]!.player1_id, r1[1]!.player1_id, r1[1]!.player2_id]),
    );
    expect(missed.find((x) => x.phone === h.phoneOf(byId(s, r1[0]!.player1_id)))?.body).toBe(
      `PlayZone: ${s.name} round 1: you missed your match, so your opponent wins it by no-show.`,
    );
    expect(
      missed.filter((x) => x.body.endsWith('neither player came to your match, so both of you are out.')),
    ).toHaveLength(2);
    // 5 matches, one double no-show: 4 go through, then 2, then 1.
    expect(rounds).toBe(3);
    expect(await matches(s.id, 2)).toHaveLength(2);
    await expectOneChampion(s);
  });

  it('a double no-show in the final: no champion, nothing paid, every entry fee refunded once', async () => {
    const s = await setup(10, { fee: 20 });
    await playOut(s, async (m, round) => {
      if (round === 4 && m.kind !== 'third-place') return; // the final: nobody comes
      await roomDecides(m, round);
    });
    const final = (await matches(s.id, 4)).find((m) => m.kind === null) as Match;
    expect(final.result_source).toBe('double-no-show');
    expect(await tournament(s.id)).toMatchObject({ engine_state: 'no-champion', status: 4, is_running: 0 });
    const prizes = await h.app.db
      .selectFrom('ledger')
      .selectAll()
      .where('reason', '=', 'tournament-prize')
      .execute();
    expect(prizes.filter((p) => p.ref_key?.startsWith(`tournament-prize:${s.id}:`))).toHaveLength(0);
    const refunds = await h.app.db
      .selectFrom('ledger')
      .selectAll()
      .where('ref_key', '=', `tournament-refund:${s.id}`)
      .execute();
    expect(refunds.map((r) => Number(r.subscriber_id)).sort()).toEqual(s.players.map((p) => p.id).sort());
    for (const p of s.players) expect(await balanceOf(h.app.db, p.id)).toBe(20);
    expect((await outbox(s.name)).filter((x) => x.body.includes('without a champion'))).toHaveLength(10);
    expect(await ledgerMatchesWallets()).toBe(true);
  });

  /** Room check-in: the match's players with its Room ID are accepted, anyone else is refused. */
  async function expectRoomCheckIn(tournamentId: number, p1: Session, other: Session, roomId: string) {
    // Room check-in: an hour before (the SMS), with the right Room ID, for the players only.
    // The Room ID is read trimmed and case-insensitively, as a player may type it.
    expect(
      json(
        await call(p1, '/api/v1/esl/tournament/match/checkin', {
          tournamentId,
          roomId: ` ${roomId.toLowerCase()} `,
        }),
      ),
    ).toEqual({
      success: true,
      message: MATCH_MESSAGES.accepted,
      code: 'OK_ROOM_ACCEPTED',
      start_game: true,
    });
    const wrong = await call(other, '/api/v1/esl/tournament/match/checkin', {
      tournamentId,
      roomId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ success: false, start_game: false });
  }

  it('reports: a stranger is refused, a contrary report is refused, a second report is refused', async () => {
    const s = await setup(10);
    await at(s.start - HOUR);
    const [m1, m2] = await matches(s.id, 1);
    const p1 = byId(s, m1?.player1_id ?? null);
    const p2 = byId(s, m1?.player2_id ?? null);
    const other = byId(s, m2?.player1_id ?? null);
    const report = (who: Session, result_flag: string, roomId = m1?.room_id) =>
      call(who, '/api/v1/esl/tournament/match/result', { tournamentId: s.id, roomId, result_flag });
    await expectRoomCheckIn(s.id, p1, other, m1?.room_id ?? '');
    // Before the room has a result, no report is accepted.
    expect(json(await report(p1, 'winner'))).toEqual({
      success: true,
      data: { success: false, errors: MATCH_MESSAGES.noResult, code: 'NO_RESULT_YET' },
    });
    await at(s.start);
    expect(await h.app.engine.recordResult(m1?.id as number, p2.id, 'room')).toBe(true);
    // The room's result is final: a second recording changes nothing.
    expect(await h.app.engine.recordResult(m1?.id as number, p1.id, 'room')).toBe(false);
    expect(json(await report(other, 'winner'))).toMatchObject({
      data: { success: false, errors: MATCH_MESSAGES.notInMatch },
    });
    const stranger = await login();
    expect(json(await report(stranger, 'winner'))).toMatchObject({
      data: { success: false, errors: MATCH_MESSAGES.notInMatch },
    });
    expect(json(await report(p1, 'winner'))).toMatchObject({
      data: { success: false, errors: MATCH_MESSAGES.contrary },
    });
    // An accepted report says where the match leaves the player: the winner's next round (the
    // next day at the same time, before it is drawn, in the provider's time zone), the loser out.
    expect(json(await report(p2, 'winner'))).toEqual({
      success: true,
      data: {
        success: true,
        errors: null,
        outcome: {
          stage: 'next-round',
          round: 2,
          at: new Date(s.start + DAY).toISOString(),
          timeZone: h.app.config.timeZone,
        },
      },
    });
    expect(json(await report(p2, 'winner'))).toMatchObject({
      data: { success: false, errors: MATCH_MESSAGES.twice },
    });
    expect(json(await report(p1, 'loser', m1?.room_id?.toLowerCase()))).toEqual({
      success: true,
      data: { success: true, errors: null, outcome: { stage: 'eliminated' } },
    });
    const finished = await call(p1, '/api/v1/esl/tournament/match/checkin', {
      tournamentId: s.id,
      roomId: m1?.room_id,
    });
    expect(json(finished)).toMatchObject({ success: false, message: MATCH_MESSAGES.finished });
    const m = (await matches(s.id, 1))[0];
    expect(m).toMatchObject({ winner_id: p2.id, result_source: 'room' });
    await playOut(s);
    const champion = await expectOneChampion(s);
    // The final's winner is told they won the tournament and the prize credited to them.
    const final = (await matches(s.id, 4))[0];
    expect(json(await report(byId(s, champion), 'winner', final?.room_id))).toEqual({
      success: true,
      data: {
        success: true,
        errors: null,
        outcome: { stage: 'champion', tournamentName: s.name, prize: 1000, currency: 'credits' },
      },
    });
    // The final's loser is 2nd (this tournament's 2nd prize is 0).
    const runnerUp = [final?.player1_id, final?.player2_id].map(Number).find((p) => p !== champion) as number;
    expect(json(await report(byId(s, runnerUp), 'loser', final?.room_id))).toMatchObject({
      data: { outcome: { stage: 'placed', place: 2, tournamentName: s.name, prize: 0, currency: 'credits' } },
    });
  });
});
