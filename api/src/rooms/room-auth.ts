import { ServerError } from '@colyseus/core';
import type { Side } from '@portal/game-rules/cannon-clash';
import type { CannonJoinOptions, CannonRefusal } from '@portal/contracts';
import type { DB } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { liveSession } from '../lib/sessions.ts';
import { SUSPENDED } from '../billing/plugin.ts';
import { verifyAccessToken } from '../lib/tokens.ts';
import type { TournamentEngine } from '../tournament-engine/engine.ts';
import { BOT_NAME, isBotTicket, verifyBotTicket } from './bot.ts';
import { allowMatchmaking, seatCount } from './limits.ts';
import { findPlayerMatchByCode, isMatchRoomCode, normaliseRoomCode } from './match-lookup.ts';

/** What matchmaking-time authentication needs from the api. */
export interface AuthServices {
  db: DB;
  clock: Clock;
  jwtKey: Uint8Array;
  engine: TournamentEngine;
  /** Rooms one subscriber may hold a seat in at once (the next one is refused). */
  maxRoomsPerSubscriber: number;
  /** Matchmaking requests (joins, creations) one subscriber may make per minute. */
  joinsPerMinute: number;
}

/** The identity a join carries, from the JWT (static onAuth) and the tournament match. */
export interface RoomAuth {
  subscriberId: number;
  name: string;
  /** The match of a tournament room, and the side it gives this player (player 1 = side 0). */
  matchId: number | null;
  side: Side | null;
  /** The practice bot (subscriberId 0): no wallet, no limits, practice rooms only. */
  bot?: boolean;
}

/**
 * The options the room reads, written by the server during authentication (never the client's):
 * roomKey is what the matchmaker matches rooms by. A tournament room's key is its match id, so
 * only that match's players ever reach it, whatever a practice room is called; practice rooms live
 * under their own prefix, by the Room ID trimmed and in lower case.
 */
export interface ServerJoinOptions {
  roomKey: string;
  roomCode: string;
  tournamentId: number | null;
  matchId: number | null;
}

export const refuse = (status: number, message: CannonRefusal) => new ServerError(status, message);

export function parseOptions(raw: unknown): { roomCode: string; tournamentId: number | null } {
  const o = (raw ?? {}) as Partial<CannonJoinOptions>;
  const roomCode = typeof o.roomCode === 'string' ? o.roomCode.trim() : '';
  if (!roomCode || roomCode.length > 64) throw refuse(400, 'Room ID is required');
  const tid = Number(o.tournamentId);
  return { roomCode, tournamentId: o.tournamentId != null && Number.isInteger(tid) && tid > 0 ? tid : null };
}

export const matchRoomKey = (matchId: number) => `match:${matchId}`;
export const practiceRoomKey = (code: string) => `practice:${normaliseRoomCode(code)}`;

async function subscriberName(s: AuthServices, token: string): Promise<{ id: number; name: string }> {
  if (!token) throw refuse(401, 'Login required');
  const claims = await verifyAccessToken(token, s.jwtKey, s.clock.now());
  if (!claims) throw refuse(401, 'Login required');
  const id = Number(claims.sub);
  const sub = await liveSession(s.db, claims.sid, id);
  if (!sub) throw refuse(401, 'Login required');
  // A failed charge pauses rooms too, as it pauses every subscriber route.
  if (sub.status === 'suspended') throw new ServerError(402, SUSPENDED.message);
  return { id, name: sub.username || sub.name || `player_${id}` };
}

/**
 * Matchmaking-time authentication: a valid portal JWT, the subscriber's limits, and for a
 * tournament room a seat in that match. Rewrites `options` into ServerJoinOptions in place (the
 * matchmaker filters rooms by the same object right after this returns).
 */
export async function authenticateJoin(s: AuthServices, token: string, options: unknown): Promise<RoomAuth> {
  const { roomCode, tournamentId } = parseOptions(options);
  if (isBotTicket(token)) return authenticateBot(s, token, options, roomCode, tournamentId);
  const { id: subscriberId, name } = await subscriberName(s, token);
  if (!(await allowMatchmaking(subscriberId, s.joinsPerMinute, Date.now())))
    throw refuse(429, 'Too many room requests. Please wait a minute and try again.');
  if ((await seatCount(subscriberId)) >= s.maxRoomsPerSubscriber)
    throw refuse(429, 'You have too many open rooms. Leave one and try again.');
  const server = options as ServerJoinOptions;
  server.roomCode = roomCode;
  server.tournamentId = tournamentId;
  if (tournamentId === null) {
    if (await isMatchRoomCode(s.db, roomCode))
      throw refuse(409, 'This Room ID belongs to a tournament match.');
    server.roomKey = practiceRoomKey(roomCode);
    server.matchId = null;
    return { subscriberId, name, matchId: null, side: null };
  }
  const match = await findPlayerMatchByCode(s.db, tournamentId, roomCode, subscriberId);
  if (!match) throw refuse(403, 'You are not a player in this match.');
  if (match.status === 'finished') throw refuse(410, 'This match has already finished.');
  if (s.clock.now().getTime() < s.engine.roomOpensAt(match, match))
    throw refuse(409, 'The room is not open yet.');
  const matchId = Number(match.id);
  server.roomKey = matchRoomKey(matchId);
  server.roomCode = match.room_id ?? roomCode;
  server.matchId = matchId;
  return { subscriberId, name, matchId, side: Number(match.player1_id) === subscriberId ? 0 : 1 };
}

/** The practice bot joins only the practice room its ticket names. */
function authenticateBot(
  s: AuthServices,
  token: string,
  options: unknown,
  roomCode: string,
  tournamentId: number | null,
): RoomAuth {
  const roomKey = practiceRoomKey(roomCode);
  if (tournamentId !== null || verifyBotTicket(s.jwtKey, token, Date.now()) !== roomKey)
    throw refuse(401, 'Login required');
  Object.assign(options as ServerJoinOptions, { roomKey, roomCode, tournamentId: null, matchId: null });
  return { subscriberId: 0, name: BOT_NAME, matchId: null, side: null, bot: true };
}
