import '@colyseus/testing';
import type { AddressInfo } from 'node:net';
import { matchMaker } from '@colyseus/core';
import type { CannonEnd } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { configureRooms, roomServices, type RoomServices } from '../src/rooms/cannon-room.ts';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { roomTools, until, type CRoom } from './room-helpers.ts';

// Rooms belong to their match, finished rooms close, and one subscriber's rooms and requests are
// limited: real SDK clients against a real listening api (PostgreSQL too when TEST_DATABASE_URL is set).
const kind = databases[databases.length - 1] ?? 'sqlite';

describe(`Cannon Clash rooms: ownership and limits (${kind})`, () => {
  let t: TestApp;
  let endpoint = '';
  let base: RoomServices;
  const rooms: CRoom[] = [];

  beforeAll(async () => {
    t = await startApp(kind, {
      ENGINE_TICK_MS: '0',
      ROOM_NO_SHOW_SECONDS: '60',
      ROOM_RECONNECT_SECONDS: '20',
      ROOM_JOINS_PER_MINUTE: '1000',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/rooms`;
    base = roomServices() as RoomServices;
  });
  afterEach(async () => {
    configureRooms(base);
    await Promise.all(rooms.splice(0).map((r) => (r.connection?.isOpen ? r.leave().catch(() => 0) : 0)));
  });
  afterAll(async () => t.close());

  const { tokenFor, player, join, tournamentMatch } = roomTools(
    () => t,
    () => endpoint,
    rooms,
  );

  it('a stranger can neither take, squat nor block a match room; its players meet there whatever the case', async () => {
    const { tournamentId, match, others } = await tournamentMatch();
    const code = match.room_id as string;
    const stranger = await player(others[0]);
    // A practice room can never take a match's Room ID, in any case or spacing.
    for (const roomCode of [code, code.toLowerCase(), `  ${code.toLowerCase()} `])
      await expect(stranger.client.joinOrCreate('cannon_clash', { roomCode })).rejects.toThrow(
        'This Room ID belongs to a tournament match.',
      );
    // Nor can the stranger join the match itself, or smuggle in the server's own room key.
    await expect(
      stranger.client.joinOrCreate('cannon_clash', { roomCode: code, tournamentId }),
    ).rejects.toThrow('You are not a player in this match.');
    const smuggled = await join(stranger, {
      roomCode: 'my practice',
      roomKey: `match:${match.id}`,
      matchId: match.id,
    } as never);
    expect(smuggled.state.tournamentId).toBe(0);
    // The two players, typing the code as they please, meet in one room of that match.
    const p1 = await player(Number(match.player1_id));
    const p2 = await player(Number(match.player2_id));
    const r1 = await join(p1, { roomCode: ` ${code.toLowerCase()} `, tournamentId });
    const r2 = await join(p2, { roomCode: code.toUpperCase(), tournamentId });
    expect(r2.roomId).toBe(r1.roomId);
    expect(r1.roomId).not.toBe(smuggled.roomId);
    await until(() => r1.state.phase === 'playing');
    expect(r1.state.tournamentId).toBe(tournamentId);
    expect(r1.state.roomCode).toBe(code);
    expect(r1.state.players.map((p) => p.sessionId)).toEqual([r1.sessionId, r2.sessionId]);
    // Both players' presence is on record for the engine.
    const presence = await t.app.db
      .selectFrom('match_reports')
      .select('subscriber_id')
      .where('match_id', '=', match.id)
      .where('kind', '=', 'presence')
      .execute();
    expect(presence.map((r) => Number(r.subscriber_id)).sort()).toEqual(
      [Number(match.player1_id), Number(match.player2_id)].sort(),
    );
    // The stranger still cannot get in, by code or by the room's id.
    await expect(
      stranger.client.joinOrCreate('cannon_clash', { roomCode: code, tournamentId }),
    ).rejects.toThrow('You are not a player in this match.');
    const byId = await t.app.inject({
      method: 'POST',
      url: `/api/rooms/matchmake/joinById/${r1.roomId}`,
      headers: { authorization: `Bearer ${await tokenFor(stranger.id)}` },
      payload: { roomCode: 'x' },
    });
    expect(byId.statusCode).toBe(404);
    expect(matchMaker.getLocalRoomById(r1.roomId)?.clients.length).toBe(2);
  });

  it('a finished room closes within 10 s, with its clients still connected', async () => {
    configureRooms({ ...base, matchSeconds: 2, closeAfterEndMs: 5000 });
    const code = `finish ${Math.random()}`;
    const a = await join(await player(), { roomCode: code });
    const b = await join(await player(), { roomCode: code.toUpperCase() });
    expect(b.roomId).toBe(a.roomId);
    const left: number[] = [];
    a.onLeave((closeCode) => left.push(closeCode));
    const end = (await a.waitForMessage('end', 8000)) as CannonEnd;
    expect(['winner', 'loser']).toContain(end.result);
    await until(() => a.state.phase === 'finished', 2000);
    const endedAt = Date.now();
    await until(() => !matchMaker.getLocalRoomById(a.roomId), 10_000);
    expect(Date.now() - endedAt).toBeLessThan(10_000);
    await until(() => left.length > 0, 2000);
    // Its code is free again: a new practice room of that name opens.
    const again = await join(await player(), { roomCode: code });
    expect(again.roomId).not.toBe(a.roomId);
    expect(again.state.phase).toBe('waiting');
  }, 30_000);

  it("refuses one subscriber's 51st room, and lets them open another once they leave one", async () => {
    const me = await player();
    const mine: CRoom[] = [];
    for (let i = 0; i < 50; i++) mine.push(await join(me, { roomCode: `mine ${i} ${Math.random()}` }));
    expect(new Set(mine.map((r) => r.roomId)).size).toBe(50);
    await expect(
      me.client.joinOrCreate('cannon_clash', { roomCode: `one more ${Math.random()}` }),
    ).rejects.toThrow('You have too many open rooms. Leave one and try again.');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rooms/matchmake/joinOrCreate/cannon_clash',
      headers: { authorization: `Bearer ${await tokenFor(me.id)}` },
      payload: { roomCode: 'yet another' },
    });
    expect(res.statusCode).toBe(429);
    expect(json(res)).toMatchObject({ error: 'You have too many open rooms. Leave one and try again.' });
    // Another subscriber is not affected.
    await join(await player(), { roomCode: `theirs ${Math.random()}` });
    await (mine[0] as CRoom).leave();
    await until(async () => {
      try {
        await join(me, { roomCode: `after leaving ${Math.random()}` });
        return true;
      } catch {
        return false;
      }
    }, 5000);
  }, 60_000);

  it('limits matchmaking requests per subscriber, with a message the player can read', async () => {
    configureRooms({ ...base, joinsPerMinute: 3 });
    const me = await player();
    // The allowance is counted per clock minute (rooms/limits.ts): five requests that straddle a
    // minute's end would find the count reset. Start early enough in a minute for all of them.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_100 - intoMinute));
    for (let i = 0; i < 3; i++) await join(me, { roomCode: `rate ${i} ${Math.random()}` });
    await expect(me.client.joinOrCreate('cannon_clash', { roomCode: 'rate 4' })).rejects.toThrow(
      'Too many room requests. Please wait a minute and try again.',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rooms/matchmake/joinOrCreate/cannon_clash',
      headers: { authorization: `Bearer ${await tokenFor(me.id)}` },
      payload: { roomCode: 'rate 5' },
    });
    expect(res.statusCode).toBe(429);
    // Someone else still gets in.
    const other = await join(await player(), { roomCode: `rate other ${Math.random()}` });
    expect(other.state.phase).toBe('waiting');
  });
});
