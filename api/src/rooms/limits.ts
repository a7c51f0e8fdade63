import { matchMaker } from '@colyseus/core';

// Per-subscriber limits of the room server: how many rooms one subscriber may hold a seat in at
// once, and how often they may ask the matchmaker for a seat. Kept in Colyseus' presence, the
// store the matchmaker itself shares: this process's memory by default, Redis when REDIS_URL is
// set, so the limits hold across every api process that serves rooms.

const WINDOW_SECONDS = 60;
const seatsKey = (subscriberId: number) => `pz:room-seats:${subscriberId}`;

/** Rooms the subscriber holds a seat in, on any process. */
export async function seatCount(subscriberId: number): Promise<number> {
  return Number(await matchMaker.presence.scard(seatsKey(subscriberId)));
}

/** Takes a seat; answers the subscriber's seat count including this one. */
export async function takeSeat(subscriberId: number, roomId: string): Promise<number> {
  await matchMaker.presence.sadd(seatsKey(subscriberId), roomId);
  return seatCount(subscriberId);
}

export async function releaseSeat(subscriberId: number, roomId: string): Promise<void> {
  await matchMaker.presence.srem(seatsKey(subscriberId), roomId);
}

/**
 * Counts one matchmaking request in the current minute; false when the subscriber has used up
 * this minute's allowance. One counter per subscriber and minute, expiring on its own.
 */
export async function allowMatchmaking(
  subscriberId: number,
  perMinute: number,
  now: number,
): Promise<boolean> {
  const key = `pz:room-joins:${subscriberId}:${Math.floor(now / 1000 / WINDOW_SECONDS)}`;
  const count = await matchMaker.presence.incr(key);
  if (count === 1) await matchMaker.presence.expire(key, WINDOW_SECONDS * 2);
  return count <= perMinute;
}
