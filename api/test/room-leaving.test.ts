import '@colyseus/testing';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { configureRooms, roomServices } from '../src/rooms/cannon-room.ts';
import { databases, startApp, type TestApp } from './helpers.ts';
import { roomTools, until, type CRoom } from './room-helpers.ts';

// A player who leaves a tournament room before the match begins is not present for the no-show
// rule: otherwise the better seed could join, leave during the countdown and win at the match's
// deadline without playing (both 'present', no result: the tiebreak gives it the better seed),
// against an opponent who waited in the room.

// Colyseus keeps its matchmaker per process: one database per run of this file.
const kind = databases[databases.length - 1] ?? 'sqlite';
const MINUTE = 60_000;

describe(`Cannon Clash room: leaving before the match (${kind})`, () => {
  let t: TestApp;
  let endpoint = '';
  const rooms: CRoom[] = [];

  beforeAll(async () => {
    // The room's own no-show clock (real time) stays far off: the match's deadline settles it.
    t = await startApp(kind, {
      ENGINE_TICK_MS: '0',
      ROOM_NO_SHOW_SECONDS: '600',
      ROOM_COUNTDOWN_SECONDS: '30',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/rooms`;
    const svc = roomServices();
    if (svc) configureRooms({ ...svc, closeAfterEndMs: 200 });
  });
  afterEach(async () => {
    for (const r of rooms.splice(0)) if (r.connection?.isOpen) await r.leave().catch(() => 0);
  });
  afterAll(async () => t.close());

  const { player, join, tournamentMatch } = roomTools(
    () => t,
    () => endpoint,
    rooms,
  );

  it('the better seed who left during the countdown loses to the player who waited, at the deadline', async () => {
    const { tournamentId, match } = await tournamentMatch();
    const roomCode = match.room_id as string;
    const waiter = await player(Number(match.player2_id));
    const leaver = await player(Number(match.player1_id));
    const waiting = await join(waiter, { roomCode, tournamentId });
    const left = await join(leaver, { roomCode, tournamentId });
    await until(() => waiting.state.countdown > 0);
    await left.leave();
    await until(() => waiting.state.players[0]?.connected === false && waiting.state.countdown === 0);
    expect(waiting.state.phase).toBe('waiting');

    t.app.clock.set(new Date(Date.parse(match.scheduled_at as string) + 31 * MINUTE));
    await t.app.engine.tick();
    const row = await t.app.db
      .selectFrom('tournament_matches')
      .select(['status', 'winner_id', 'result_source'])
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'finished', winner_id: waiter.id, result_source: 'no-show' });
  });

  it("joining and leaving again does not hold off the waiter's no-show win: the clock runs on", async () => {
    const svc = roomServices();
    if (svc) configureRooms({ ...svc, noShowMs: 6000 });
    try {
      const { tournamentId, match } = await tournamentMatch();
      const roomCode = match.room_id as string;
      const waiter = await player(Number(match.player2_id));
      const leaver = await player(Number(match.player1_id));
      const waiting = await join(waiter, { roomCode, tournamentId });
      await until(() => waiting.state.noShowDeadline > 0);
      const due = waiting.state.noShowDeadline;
      const end = waiting.waitForMessage('end', 10000) as Promise<{ result: string }>;
      // Twice: in, the countdown starts (the clock stops), soon after out again.
      for (let i = 0; i < 2; i++) {
        const left = await join(leaver, { roomCode, tournamentId });
        await until(() => waiting.state.countdown > 0);
        await new Promise((resolve) => setTimeout(resolve, 700));
        await left.leave();
        await until(() => waiting.state.countdown === 0 && waiting.state.noShowDeadline > 0);
        // The waiter's screen counts down to the same moment as before, not six seconds afresh.
        expect(Math.abs(waiting.state.noShowDeadline - due)).toBeLessThan(500);
      }
      expect(await end).toMatchObject({ result: 'winner' });
      const row = await t.app.db
        .selectFrom('tournament_matches')
        .select(['winner_id', 'result_source'])
        .where('id', '=', match.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ winner_id: waiter.id, result_source: 'no-show' });
    } finally {
      if (svc) configureRooms(svc);
    }
  });
});
