import { PracticeBotResponse } from '@portal/contracts';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, HttpError } from '../lib/errors.ts';
import { authenticate, userOf } from '../plugins/auth.ts';
import { botRoomCode, botTicket, startBot } from './bot.ts';
import type { RoomServices } from './cannon-room.ts';
import { allowMatchmaking, seatCount } from './limits.ts';
import { practiceRoomKey } from './room-auth.ts';

export const PRACTICE_BOT_PATH = '/api/v1/cannon-clash/practice-bot';

/** The api's own address, for the bot's connection (a wildcard listen is reached on loopback). */
function ownEndpoint(app: FastifyInstance, roomsPath: string): string {
  const a = app.server.address() as AddressInfo | null;
  if (!a || typeof a !== 'object') throw new HttpError(503, MESSAGES.ROOMS_UNAVAILABLE);
  const host = a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${a.port}${roomsPath}`;
}

/**
 * POST /api/v1/cannon-clash/practice-bot: opens a practice room with the bot already seated and
 * answers its Room ID ({ success, data: { roomId } }); the player then joins it as any practice
 * room (no tournamentId). Counted against the player's matchmaking allowance and room cap.
 */
export function practiceBotRoute(app: FastifyInstance, svc: () => RoomServices | null, roomsPath: string) {
  app.post(
    PRACTICE_BOT_PATH,
    {
      onRequest: authenticate,
      schema: {
        response: { 200: PracticeBotResponse },
        tags: ['rooms'],
        summary: 'Open a Cannon Clash practice room against the server-side bot',
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const s = svc();
      if (!s) throw new HttpError(503, MESSAGES.ROOMS_UNAVAILABLE);
      const me = userOf(request).id;
      if (!(await allowMatchmaking(me, s.joinsPerMinute, Date.now())))
        throw new HttpError(429, MESSAGES.TOO_MANY_ROOM_REQUESTS);
      if ((await seatCount(me)) >= s.maxRoomsPerSubscriber)
        throw new HttpError(429, MESSAGES.TOO_MANY_OPEN_ROOMS);
      const roomId = botRoomCode();
      const ticket = botTicket(s.jwtKey, practiceRoomKey(roomId), Date.now());
      await startBot(ownEndpoint(app, roomsPath), roomId, ticket, (m) => s.log(m));
      return { success: true, data: { roomId } };
    },
  );
}
