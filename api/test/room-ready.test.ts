import '@colyseus/testing';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { configureRooms, roomServices, type RoomServices } from '../src/rooms/cannon-room.ts';
import { databases, startApp, type TestApp } from './helpers.ts';
import { roomTools, sleep, until, type CRoom } from './room-helpers.ts';

// A player who opens the match on a phone held upright is in the match at once (seated, present
// for the no-show rule), behind the rotate notice. The countdown waits until both players see the
// game, but not past the room's no-show clock: then the match starts whoever still holds it upright.

// Colyseus keeps its matchmaker per process: one database per run of this file.
const kind = databases[databases.length - 1] ?? 'sqlite';

describe(`Cannon Clash room: a player on a phone held upright (${kind})`, () => {
  let t: TestApp;
  let endpoint = '';
  let base: RoomServices | null = null;
  const rooms: CRoom[] = [];

  beforeAll(async () => {
    t = await startApp(kind, {
      ENGINE_TICK_MS: '0',
      ROOM_NO_SHOW_SECONDS: '600',
      ROOM_COUNTDOWN_SECONDS: '1',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/rooms`;
    base = roomServices();
    if (base) configureRooms({ ...base, closeAfterEndMs: 200 });
  });
  afterEach(async () => {
    for (const r of rooms.splice(0)) if (r.connection?.isOpen) await r.leave().catch(() => 0);
    if (base) configureRooms({ ...base, closeAfterEndMs: 200 });
  });
  afterAll(async () => t.close());

  const { player, join, tournamentMatch } = roomTools(
    () => t,
    () => endpoint,
    rooms,
  );

  /** Who the engine counts as present in the match (the room's presence reports). */
  const presentIn = async (matchId: number) =>
    (
      await t.app.db
        .selectFrom('match_reports')
        .select('subscriber_id')
        .where('match_id', '=', matchId)
        .where('kind', '=', 'presence')
        .execute()
    )
      .map((r) => Number(r.subscriber_id))
      .sort((a, b) => a - b);

  /** Both players of a fresh tournament match, the second one on a phone held upright. */
  async function deskAndUprightPhone() {
    const { tournamentId, match } = await tournamentMatch();
    const roomCode = match.room_id as string;
    const desk = await player(Number(match.player1_id));
    const phone = await player(Number(match.player2_id));
    const deskRoom = await join(desk, { roomCode, tournamentId });
    const phoneRoom = await join(phone, { roomCode, tournamentId, ready: false });
    return { match, desk, phone, deskRoom, phoneRoom };
  }

  it('takes the seat and counts as present while upright; the countdown waits until the phone is turned', async () => {
    const { match, desk, phone, deskRoom, phoneRoom } = await deskAndUprightPhone();
    await until(() => deskRoom.state.players[1]?.sessionId === phoneRoom.sessionId);
    expect(deskRoom.state.players.map((p) => [p.connected, p.ready])).toEqual([
      [true, true],
      [true, false],
    ]);
    expect(await presentIn(Number(match.id))).toEqual([desk.id, phone.id].sort((a, b) => a - b));
    // Longer than the countdown: nothing counts down behind the rotate notice.
    await sleep(2500);
    expect(deskRoom.state.phase).toBe('waiting');
    expect(deskRoom.state.countdown).toBe(0);

    phoneRoom.send('ready', { ready: true });
    await until(() => deskRoom.state.countdown > 0);
    await until(() => deskRoom.state.phase === 'playing');
  });

  it('turning the phone upright during the countdown stops it without leaving: seat and presence stay', async () => {
    if (base) configureRooms({ ...base, closeAfterEndMs: 200, countdownSeconds: 30 });
    const { match, desk, phone, deskRoom, phoneRoom } = await deskAndUprightPhone();
    phoneRoom.send('ready', { ready: true });
    await until(() => deskRoom.state.countdown > 0);
    phoneRoom.send('ready', { ready: false });
    await until(() => deskRoom.state.countdown === 0);
    await sleep(300);
    expect(deskRoom.state.phase).toBe('waiting');
    expect(deskRoom.state.players[1]).toMatchObject({ sessionId: phoneRoom.sessionId, connected: true });
    expect(await presentIn(Number(match.id))).toEqual([desk.id, phone.id].sort((a, b) => a - b));
    // Turned back: the countdown starts again from the top.
    phoneRoom.send('ready', { ready: true });
    await until(() => deskRoom.state.countdown === 30);
  });

  it('the no-show clock still ends the wait: at its end the match starts, and nobody who came forfeits', async () => {
    if (base) configureRooms({ ...base, closeAfterEndMs: 200, noShowMs: 3000 });
    const { match, deskRoom } = await deskAndUprightPhone();
    const ends: unknown[] = [];
    deskRoom.onMessage('end', (m) => ends.push(m));
    await sleep(1500);
    expect([deskRoom.state.phase, deskRoom.state.countdown]).toEqual(['waiting', 0]);
    expect(deskRoom.state.noShowDeadline).toBeGreaterThan(0);
    await until(() => deskRoom.state.phase === 'playing', 10_000);
    expect(ends).toEqual([]);
    const row = await t.app.db
      .selectFrom('tournament_matches')
      .select(['status', 'winner_id'])
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    expect(row.winner_id).toBeNull();
  });
});
