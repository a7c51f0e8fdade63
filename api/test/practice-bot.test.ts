import '@colyseus/testing';
import type { AddressInfo } from 'node:net';
import { Client } from '@colyseus/sdk';
import type { CannonEnd } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { botTicket } from '../src/rooms/bot.ts';
import { configureRooms, roomServices, type RoomServices } from '../src/rooms/cannon-room.ts';
import { practiceRoomKey } from '../src/rooms/room-auth.ts';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { roomTools, until, type CRoom } from './room-helpers.ts';

// Practice against the server-side bot: a second client in the room, under the same rules, and
// never anything to do with tournaments or credits.
const kind = databases[databases.length - 1] ?? 'sqlite';

describe(`Cannon Clash practice bot (${kind})`, () => {
  let t: TestApp;
  let endpoint = '';
  let base: RoomServices;
  const rooms: CRoom[] = [];

  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOM_JOINS_PER_MINUTE: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/rooms`;
    base = roomServices() as RoomServices;
  });
  afterEach(async () => {
    configureRooms(base);
    await Promise.all(rooms.splice(0).map((r) => (r.connection?.isOpen ? r.leave().catch(() => 0) : 0)));
  });
  afterAll(async () => t.close());

  const { player, join } = roomTools(
    () => t,
    () => endpoint,
    rooms,
  );

  const counts = async (subscriberId: number) => ({
    ledger: (
      await t.app.db.selectFrom('ledger').select('id').where('subscriber_id', '=', subscriberId).execute()
    ).length,
    reports: (
      await t.app.db
        .selectFrom('match_reports')
        .select('id')
        .where('subscriber_id', '=', subscriberId)
        .execute()
    ).length,
    matches: (await t.app.db.selectFrom('tournament_matches').select('id').execute()).length,
  });

  it('plays a whole practice match against the bot, which fires; no credits, results or matches move', async () => {
    configureRooms({ ...base, matchSeconds: 8, closeAfterEndMs: 500 });
    const session = await t.login();
    const profile = async () => json(await t.call(session, { method: 'GET', url: '/api/v1/user/profile' }));
    const creditsBefore = (await profile()).credits as number;
    const before = await counts(session.id);
    const res = await t.call(session, { method: 'POST', url: '/api/v1/cannon-clash/practice-bot' });
    expect(res.statusCode).toBe(200);
    const { roomId } = (json(res) as { data: { roomId: string } }).data;
    expect(roomId).toMatch(/^bot-[0-9a-f]{12}$/);
    const me = await player(session.id);
    const room = await join(me, { roomCode: roomId });
    await until(() => room.state.phase === 'playing');
    const mySide = room.state.players.findIndex((p) => p.sessionId === room.sessionId);
    const botSide = 1 - mySide;
    expect(room.state.players[botSide]?.name).toBe('PlayZone Bot');
    expect(room.state.tournamentId).toBe(0);
    // The bot plays: its minions come onto the field.
    await until(() => [...room.state.minions.values()].some((m) => m.side === botSide), 10_000);
    const end = (await room.waitForMessage('end', 15_000)) as CannonEnd;
    expect(end.recorded).toBe(false);
    expect((await profile()).credits).toBe(creditsBefore);
    expect(await counts(session.id)).toEqual(before);
    // The finished room and its bot are gone.
    await until(() => !room.connection?.isOpen, 5000);
  }, 40_000);

  it("the bot's ticket opens only its own practice room, never a tournament or another room", async () => {
    const bot = new Client(endpoint);
    const key = t.app.jwtKey;
    bot.auth.token = botTicket(key, practiceRoomKey('bot-aaaa'), Date.now());
    await expect(bot.joinOrCreate('cannon_clash', { roomCode: 'bot-bbbb' })).rejects.toThrow(
      'Login required',
    );
    await expect(bot.joinOrCreate('cannon_clash', { roomCode: 'bot-aaaa', tournamentId: 1 })).rejects.toThrow(
      'Login required',
    );
    bot.auth.token = botTicket(key, practiceRoomKey('bot-aaaa'), Date.now() - 120_000);
    await expect(bot.joinOrCreate('cannon_clash', { roomCode: 'bot-aaaa' })).rejects.toThrow(
      'Login required',
    );
    bot.auth.token = `${botTicket(key, practiceRoomKey('bot-aaaa'), Date.now())}x`;
    await expect(bot.joinOrCreate('cannon_clash', { roomCode: 'bot-aaaa' })).rejects.toThrow(
      'Login required',
    );
    // Without a token the practice-bot route refuses.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/cannon-clash/practice-bot' });
    expect(anonymous.statusCode).toBe(401);
  });
});
