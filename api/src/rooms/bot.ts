import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Client, type Room } from '@colyseus/sdk';
import type { CannonClashState, CannonJoinOptions, CannonWelcome } from '@portal/contracts';

// The practice bot: a second client in a practice room, over the same WebSocket protocol and
// through the same room rules as a person (its inputs are checked like anyone's). It holds a
// ticket for that one room instead of a subscriber's token, so it has no wallet, no results and
// no place in any tournament.

export const BOT_NAME = 'PlayZone Bot';
const TICKET_PREFIX = 'bot.';
const TICKET_TTL_MS = 60_000;
/** The bot fires more slowly than the cannon allows (1.5 s) and aims roughly: a beginner can win. */
const SHOT_EVERY_MS = 2600;
const AIM_SPREAD = 120;

const mac = (key: Uint8Array, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** A ticket for the bot to join the practice room with this key, valid for a minute. */
export function botTicket(key: Uint8Array, roomKey: string, now: number): string {
  const body = Buffer.from(JSON.stringify({ roomKey, exp: now + TICKET_TTL_MS })).toString('base64url');
  return `${TICKET_PREFIX}${body}.${mac(key, body)}`;
}

export const isBotTicket = (token: unknown): token is string =>
  typeof token === 'string' && token.startsWith(TICKET_PREFIX);

/** The room key a valid, unexpired ticket is for; null otherwise. */
export function verifyBotTicket(key: Uint8Array, token: string, now: number): string | null {
  const [body, sig] = token.slice(TICKET_PREFIX.length).split('.');
  if (!body || !sig) return null;
  const want = Buffer.from(mac(key, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      roomKey?: unknown;
      exp?: unknown;
    };
    if (typeof claims.roomKey !== 'string' || typeof claims.exp !== 'number' || claims.exp < now) return null;
    return claims.roomKey;
  } catch {
    return null;
  }
}

/** A fresh practice Room ID for a match against the bot. */
export const botRoomCode = () => `bot-${randomBytes(6).toString('hex')}`;

/** Where the enemy is weakest: the attackable standing enemy tower with the least HP. */
function aimAt(state: CannonClashState, side: number): number | null {
  const targets = state.towers.filter((t) => t.side !== side && !t.destroyed && t.attackable);
  targets.sort((a, b) => a.hp - b.hp);
  const t = targets[0];
  return t ? t.x : null;
}

/**
 * Joins the practice room as the bot and plays until the match ends (or the room closes).
 * Resolves once the bot is seated, so the person who asked for the match finds it waiting.
 */
export async function startBot(endpoint: string, roomCode: string, ticket: string, log: (m: string) => void) {
  const client = new Client(endpoint);
  client.auth.token = ticket;
  const options: CannonJoinOptions = { roomCode };
  const room: Room<unknown, CannonClashState> = await client.joinOrCreate<CannonClashState>(
    'cannon_clash',
    options,
  );
  room.reconnection.enabled = false;
  let side: number | null = null;
  room.onMessage('welcome', (m: CannonWelcome) => {
    side = m.side;
  });
  const timer = setInterval(() => {
    const state = room.state;
    if (side === null || state?.phase !== 'playing') return;
    const x = aimAt(state, side);
    if (x === null) return;
    room.send('input', { targetX: x + (Math.random() * 2 - 1) * AIM_SPREAD, fire: true });
  }, SHOT_EVERY_MS);
  const stop = () => clearInterval(timer);
  room.onMessage('end', () => {
    stop();
    void room.leave(true).catch(() => undefined);
  });
  room.onLeave(stop);
  room.onError((_code, message) => {
    stop();
    log(`practice bot left: ${message ?? ''}`);
  });
}
