import '@colyseus/testing';
import type { AddressInfo } from 'node:net';
import { matchMaker, type Room as ServerRoom } from '@colyseus/core';
import { Client, CloseCode } from '@colyseus/sdk';
import type { CannonClashState, CannonEnd } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { snapshot, type MatchState } from '@portal/game-rules/cannon-clash';
import { configureRooms, roomServices } from '../src/rooms/cannon-room.ts';
import { MATCH_MESSAGES } from '../src/tournament-engine/match-calls.ts';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { roomTools, until, type CRoom } from './room-helpers.ts';

// Colyseus keeps its matchmaker per process: one database per run of this file (PostgreSQL when
// TEST_DATABASE_URL is set, as the api's other tests).
const kind = databases[databases.length - 1] ?? 'sqlite';

describe(`Cannon Clash room server (${kind})`, () => {
  let t: TestApp;
  let endpoint = '';
  const rooms: CRoom[] = [];

  beforeAll(async () => {
    t = await startApp(kind, {
      ENGINE_TICK_MS: '0',
      ROOM_NO_SHOW_SECONDS: '1',
      ROOM_RECONNECT_SECONDS: '1',
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

  const { tokenFor, player, join, tournamentMatch } = roomTools(
    () => t,
    () => endpoint,
    rooms,
  );
  const serverRoom = (r: CRoom) => matchMaker.getLocalRoomById(r.roomId) as ServerRoom;

  it('two players join a practice room by its name, get their sides and play; a third is refused', async () => {
    const code = `test room ${Math.random()}`;
    const a = await player();
    const b = await player();
    const c = await player();
    const ra = await join(a, { roomCode: code });
    const rb = await join(b, { roomCode: code });
    await until(() => rb.state.players[1]?.sessionId === rb.sessionId);
    await until(() => ra.state.phase === 'playing');
    expect(ra.state.players.map((p) => p.connected)).toEqual([true, true]);
    expect(ra.state.players[0]?.sessionId).toBe(ra.sessionId);
    expect(ra.state.towers).toHaveLength(6);
    await expect(c.client.joinOrCreate('cannon_clash', { roomCode: code })).rejects.toThrow(
      'This room is full.',
    );
    await expect(a.client.joinOrCreate('cannon_clash', { roomCode: '  ' })).rejects.toThrow(
      'Room ID is required',
    );
    const anonymous = new Client(endpoint);
    await expect(anonymous.joinOrCreate('cannon_clash', { roomCode: code })).rejects.toThrow(
      'Login required',
    );
  });

  it('the matchmaking route answers refusals as HTTP errors the SDK reads', async () => {
    const post = (url: string, payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const anonymous = await post('/api/rooms/matchmake/joinOrCreate/cannon_clash', { roomCode: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ error: 'Login required' });
    const me = await t.login();
    const token = await tokenFor(me.id);
    expect(
      (await post('/api/rooms/matchmake/joinOrCreate/no_such_room', { roomCode: 'x' }, token)).statusCode,
    ).toBe(404);
    expect((await post('/api/rooms/matchmake/remoteRoomCall/cannon_clash', {}, token)).statusCode).toBe(404);
    const wrongMatch = await post(
      '/api/rooms/matchmake/joinOrCreate/cannon_clash',
      { roomCode: 'PZ-4821', tournamentId: 8 },
      token,
    );
    expect(wrongMatch.statusCode).toBe(403);
    expect(json(wrongMatch)).toMatchObject({ error: 'You are not a player in this match.' });
  });

  it('both players see a countdown before play; input during it moves nothing', async () => {
    const code = `countdown ${Math.random()}`;
    const a = await player();
    const b = await player();
    const ra = await join(a, { roomCode: code });
    expect(ra.state.countdown).toBe(0);
    const rb = await join(b, { roomCode: code });
    await until(() => ra.state.countdown === 3 && rb.state.countdown === 3);
    expect([ra.state.phase, rb.state.phase]).toEqual(['waiting', 'waiting']);
    const start0 = ra.state.cannons[0]?.x;
    ra.send('input', { targetX: 100, fire: true });
    await until(() => rb.state.countdown === 2);
    expect(rb.state.phase).toBe('waiting');
    await until(() => ra.state.phase === 'playing' && rb.state.phase === 'playing');
    expect([ra.state.countdown, rb.state.countdown]).toEqual([0, 0]);
    expect(ra.state.cannons[0]?.x).toBe(start0);
    expect(ra.state.minions.size).toBe(0);
  });

  it('a player who leaves during the countdown frees the seat; the countdown starts again', async () => {
    const code = `countdown leave ${Math.random()}`;
    const a = await player();
    const b = await player();
    const c = await player();
    const ra = await join(a, { roomCode: code });
    const rb = await join(b, { roomCode: code });
    await until(() => ra.state.countdown > 0);
    await rb.leave();
    await until(() => ra.state.countdown === 0 && ra.state.players[1]?.connected === false);
    expect(ra.state.phase).toBe('waiting');
    const rc = await join(c, { roomCode: code });
    await until(() => rc.state.countdown > 0);
    await until(() => ra.state.phase === 'playing');
  });

  it('a client moves only its own cannon, whatever its message says', async () => {
    const code = `practice ${Math.random()}`;
    const a = await player();
    const b = await player();
    const ra = await join(a, { roomCode: code });
    const rb = await join(b, { roomCode: code });
    await until(() => ra.state.phase === 'playing');
    const server = serverRoom(ra);
    const start1 = ra.state.cannons[1]?.x;
    // a claims to be side 1 and sends nonsense too: only cannon 0 moves, to 100.
    ra.send('input', { targetX: 100, side: 1 });
    ra.send('input', { targetX: 'far', fire: 'yes' });
    ra.send('input', null);
    await until(() => ra.state.cannons[0]?.x === 100 && rb.state.cannons[0]?.x === 100);
    for (let i = 0; i < 3; i++) await server.waitForNextTimestep();
    await rb.waitForNextPatch();
    expect(ra.state.cannons[0]?.x).toBe(100);
    expect(ra.state.cannons[1]?.x).toBe(start1);
    expect(rb.state.cannons[1]?.x).toBe(start1);
    rb.send('input', { targetX: 800, fire: true });
    await until(() => ra.state.cannons[1]?.x === 800 && ra.state.minions.size === 1);
    expect(ra.state.cannons[1]?.x).toBe(800);
    expect(ra.state.cannons[0]?.x).toBe(100);
    expect([...ra.state.minions.values()].map((m) => m.side)).toEqual([1]);
    // The schema the room writes before each patch is the simulation, field for field.
    ra.send('input', { fire: true });
    for (let i = 0; i < 20; i++) {
      await server.waitForNextTimestep();
      (server as unknown as { onBeforePatch: () => void }).onBeforePatch();
      const sim = snapshot((server as unknown as { match: MatchState }).match);
      const st = server.state as unknown as CannonClashState;
      expect(st.tick).toBe(sim.tick);
      expect(st.cannons.map((c) => [c.x, c.reloadTicks])).toEqual(
        sim.cannons.map((c) => [c.x, c.reloadTicks]),
      );
      expect(st.towers.map((t) => [t.hp, t.destroyed, t.attackable])).toEqual(
        sim.towers.map((t) => [Math.max(0, t.hp), t.destroyed, t.attackable]),
      );
      const minions = [...st.minions.values()]
        .map((m) => [m.id, m.side, m.x, m.y])
        .sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(minions).toEqual(sim.minions.map((m) => [m.id, m.side, m.x, m.y]));
    }
  });

  it('a dropped player reconnects within the grace period and keeps its side; too late, the opponent wins', async () => {
    const code = `drop ${Math.random()}`;
    const a = await player();
    const b = await player();
    const ra = await join(a, { roomCode: code });
    const rb = await join(b, { roomCode: code });
    await until(() => ra.state.phase === 'playing');
    const token = rb.reconnectionToken;
    rb.connection.close(CloseCode.MAY_TRY_RECONNECT);
    await until(() => ra.state.players[1]?.connected === false);
    expect(ra.state.phase).toBe('playing');
    const back = (await b.client.reconnect<CannonClashState>(token)) as CRoom;
    back.reconnection.enabled = false;
    rooms.push(back);
    await until(() => ra.state.players[1]?.connected === true);
    expect(back.sessionId).toBe(rb.sessionId);
    back.send('input', { targetX: 700 });
    await until(() => ra.state.cannons[1]?.x === 700);
    expect(ra.state.cannons[0]?.x).not.toBe(700);
    // Dropped again and not back within 1 s: a wins by forfeit.
    const end = ra.waitForMessage('end', 5000) as Promise<CannonEnd>;
    back.connection.close(CloseCode.MAY_TRY_RECONNECT);
    expect(await end).toMatchObject({ winner: 0, reason: 'forfeit', result: 'winner', recorded: false });
  });

  it('a tournament room: only the match players join, by Room ID; a no-show ends it for the present player', async () => {
    const { tournamentId, match, others } = await tournamentMatch();
    const roomCode = match.room_id as string;
    const stranger = await player(others[0]);
    await expect(stranger.client.joinOrCreate('cannon_clash', { roomCode, tournamentId })).rejects.toThrow(
      'You are not a player in this match.',
    );
    const p2 = await player(Number(match.player2_id));
    const room = await join(p2, { roomCode, tournamentId });
    const end = room.waitForMessage('end', 5000) as Promise<CannonEnd>;
    expect(room.state.phase).toBe('waiting');
    expect(room.state.noShowDeadline).toBeGreaterThan(0);
    expect(await end).toMatchObject({ winner: 1, reason: 'forfeit', result: 'winner', recorded: true });
    const row = await t.app.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'finished', winner_id: p2.id, result_source: 'no-show' });
    // The player who did not come is told; the one who came is not.
    const phoneOf = async (id: number) =>
      (
        await t.app.db
          .selectFrom('subscribers')
          .select('phone')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).phone;
    const missed = await t.app.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('body', 'like', '%you missed your match, so your opponent wins it by no-show.')
      .execute();
    expect(missed.map((m) => m.phone)).toEqual([await phoneOf(Number(match.player1_id))]);
    await until(async () => !matchMaker.getLocalRoomById(room.roomId));
    // The match is over: its room cannot be opened again.
    const p1 = await player(Number(match.player1_id));
    await expect(p1.client.joinOrCreate('cannon_clash', { roomCode, tournamentId })).rejects.toThrow(
      'This match has already finished.',
    );
  });

  it('the room records the result with the engine once; a contrary client report is refused', async () => {
    const svc = roomServices();
    if (svc) configureRooms({ ...svc, matchSeconds: 2 });
    try {
      const { tournamentId, match } = await tournamentMatch();
      const roomCode = match.room_id as string;
      const record = jest.spyOn(t.app.engine, 'recordResult');
      const p1 = await player(Number(match.player1_id));
      const p2 = await player(Number(match.player2_id));
      const r1 = await join(p1, { roomCode, tournamentId });
      const r2 = await join(p2, { roomCode, tournamentId });
      const ends = Promise.all([r1.waitForMessage('end', 8000), r2.waitForMessage('end', 8000)]) as Promise<
        [CannonEnd, CannonEnd]
      >;
      r1.send('input', { fire: true });
      const [e1, e2] = await ends;
      expect(e1.winner).toBe(e2.winner);
      expect([e1.result, e2.result].sort()).toEqual(['loser', 'winner']);
      expect(e1.recorded && e2.recorded).toBe(true);
      expect(record).toHaveBeenCalledTimes(1);
      const winner = e1.result === 'winner' ? p1 : p2;
      const loser = winner === p1 ? p2 : p1;
      expect(record).toHaveBeenCalledWith(match.id, winner.id, 'room');
      const row = await t.app.db
        .selectFrom('tournament_matches')
        .selectAll()
        .where('id', '=', match.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'finished', winner_id: winner.id, result_source: 'room' });
      const report = async (who: { id: number }, result_flag: string) =>
        json(
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/esl/tournament/match/result',
            headers: { authorization: `Bearer ${await tokenFor(who.id)}` },
            payload: { tournamentId, roomId: roomCode, result_flag },
          }),
        );
      expect(await report(loser, 'winner')).toMatchObject({
        data: { success: false, errors: MATCH_MESSAGES.contrary },
      });
      expect(await report(winner, 'winner')).toMatchObject({
        success: true,
        data: { success: true, errors: null },
      });
      expect(await report(winner, 'winner')).toMatchObject({
        data: { success: false, errors: MATCH_MESSAGES.twice },
      });
      record.mockRestore();
    } finally {
      if (svc) configureRooms({ ...svc, closeAfterEndMs: 200 });
    }
  });
});
