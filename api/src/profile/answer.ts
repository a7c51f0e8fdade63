import type { ProfileResponse } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OWN } from '../lib/read-cache.ts';
import { firstHoldExpiry, releaseExpired } from '../lib/redemptions.ts';
import { userOf } from '../plugins/auth.ts';
import { loadProfile } from '../routes/user/profile.ts';

// The profile answer (GET /v1/user/profile), read on every page: each api process keeps a
// subscriber's last answer as sent, with their own change counter (migration 0019: profile row,
// wallet, prize money, totals, redemptions) and the moment their first credit hold runs out, and
// sends it again while the counter has not moved and no hold is due. A write through any process
// moves the counter in its transaction, so the next read through every process rebuilds.

/** A subscriber's answer as sent, the counter it was read at, and the span it holds for. */
type Kept = { own: bigint; from: number; until: number; body: string };
const keptByDb = new WeakMap<FastifyInstance['db'], Map<number, Kept>>();
const KEPT_MAX = 20_000;

function keep(app: FastifyInstance, id: number, answer: Kept): void {
  let kept = keptByDb.get(app.db);
  if (!kept) keptByDb.set(app.db, (kept = new Map()));
  if (!kept.delete(id) && kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value as number);
  kept.set(id, answer);
}

/**
 * The caller's profile answer, serialised with the route's schema. Credits of a hold past its 30
 * minutes are given back before the balance is shown; a kept answer knows when the first hold runs
 * out, so no check runs per request.
 */
export async function profileAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ProfileResponse> {
  const id = userOf(request).id;
  const own = request.counters?.get(OWN);
  const now = app.clock.now();
  const at = now.getTime();
  // Fastify sends a string answer with a JSON content type as it is; the route's declared answer
  // type does not know that, hence the casts.
  reply.type('application/json; charset=utf-8');
  const hit = keptByDb.get(app.db)?.get(id);
  if (hit && hit.own === own && hit.from <= at && at < hit.until)
    return hit.body as unknown as ProfileResponse;
  // When the first hold runs out (read on a miss only: a kept answer already knows).
  const holdExpires = await firstHoldExpiry(app.db, id);
  const due = holdExpires !== null && Date.parse(holdExpires) <= at;
  if (due) await releaseExpired(app.db, now, id);
  const data = await loadProfile(app, id);
  const body = reply.serialize({ success: true, data } satisfies ProfileResponse) as string;
  // A release moved the counter after it was read: the next read keeps the answer instead.
  if (own !== undefined && !due) {
    const until = holdExpires === null ? Infinity : Date.parse(holdExpires);
    keep(app, id, { own, from: at, until, body });
  }
  return body as unknown as ProfileResponse;
}
