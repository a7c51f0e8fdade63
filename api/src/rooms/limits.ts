// Per-subscriber limits of the room server: how many rooms one subscriber may hold a seat in at
// once, and how often they may ask the matchmaker for a seat. Kept in this process's memory, as
// the rooms are; with rooms spread over several processes these move to the shared presence.

/** The seats each subscriber holds, by room id. */
const seats = new Map<number, Set<string>>();

export function seatCount(subscriberId: number): number {
  return seats.get(subscriberId)?.size ?? 0;
}

export function takeSeat(subscriberId: number, roomId: string): void {
  let held = seats.get(subscriberId);
  if (!held) seats.set(subscriberId, (held = new Set()));
  held.add(roomId);
}

export function releaseSeat(subscriberId: number, roomId: string): void {
  const held = seats.get(subscriberId);
  if (!held) return;
  held.delete(roomId);
  if (held.size === 0) seats.delete(subscriberId);
}

const WINDOW_MS = 60_000;
/** Times of each subscriber's recent matchmaking requests (a sliding minute). */
const requests = new Map<number, number[]>();

/** Counts one matchmaking request; false when the subscriber has used up this minute's allowance. */
export function allowMatchmaking(subscriberId: number, perMinute: number, now: number): boolean {
  const recent = (requests.get(subscriberId) ?? []).filter((at) => now - at < WINDOW_MS);
  if (recent.length >= perMinute) {
    requests.set(subscriberId, recent);
    return false;
  }
  recent.push(now);
  requests.set(subscriberId, recent);
  if (requests.size > 10_000) pruneRequests(now);
  return true;
}

function pruneRequests(now: number): void {
  for (const [id, times] of requests) if (times.every((at) => now - at >= WINDOW_MS)) requests.delete(id);
}
