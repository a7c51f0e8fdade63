import type { CannonInput } from '@portal/contracts';
import type { Side } from '@portal/game-rules/cannon-clash';
import { refuse, type RoomAuth } from './room-auth.ts';

/** A side of the room and who holds it. */
export interface Seat {
  subscriberId: number;
  sessionId: string;
  connected: boolean;
  /** The player's screen shows the game (not a phone held upright behind the rotate notice). */
  ready: boolean;
}

/**
 * The side a joining player takes: in a tournament room the side its match gives it, in a
 * practice room the first free one; a taken side, a full room or a second seat is refused.
 */
export function chooseSide(seats: [Seat | null, Seat | null], matchId: number | null, auth: RoomAuth): Side {
  let side: Side;
  if (matchId !== null) {
    if (auth.matchId !== matchId || auth.side === null)
      throw refuse(403, 'You are not a player in this match.');
    side = auth.side;
  } else {
    const free = seats.findIndex((seat) => seat === null);
    if (seats.some((seat) => seat?.subscriberId === auth.subscriberId))
      throw refuse(409, 'You are already in this room.');
    if (free === -1) throw refuse(409, 'This room is full.');
    side = free as Side;
  }
  const taken = seats[side];
  if (taken) {
    throw refuse(
      409,
      taken.subscriberId === auth.subscriberId ? 'You are already in this room.' : 'This room is full.',
    );
  }
  return side;
}

/** The input of a message: targetX (world x, kept inside the world) and/or fire; anything else is ignored. */
export function readInput(message: object, worldWidth: number): CannonInput {
  const m = message as CannonInput;
  const input: CannonInput = {};
  if (typeof m.targetX === 'number' && Number.isFinite(m.targetX))
    input.targetX = Math.min(worldWidth, Math.max(0, m.targetX));
  if (m.fire === true) input.fire = true;
  return input;
}

/** Whether a joining player sees the game: only an explicit `ready: false` says no (CannonJoinOptions). */
export const joinsReady = (options: unknown): boolean =>
  (options as { ready?: unknown } | null)?.ready !== false;

/** The 'ready' message's answer (CannonReady); null for anything else. */
export function readReady(message: unknown): boolean | null {
  const ready = (message as { ready?: unknown } | null)?.ready;
  return typeof ready === 'boolean' ? ready : null;
}
