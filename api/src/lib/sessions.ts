import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { changeCounter, type Counters } from './read-cache.ts';
import type { AccessClaims } from './tokens.ts';

// Sessions: one row per sign-in. The access token and the subscriber reference both name the
// session; a revoked session, an ended subscription or a bumped reference version ends both.

type Db = Kysely<Database>;

export const newSessionId = () => randomBytes(24).toString('base64url');

export async function createSession(
  db: Db,
  opts: { subscriberId: number; refVersion: number; gn: 0 | 1; at: string },
): Promise<string> {
  const id = newSessionId();
  await db
    .insertInto('sessions')
    .values({
      id,
      subscriber_id: opts.subscriberId,
      ref_version: opts.refVersion,
      gn: opts.gn,
      created_at: opts.at,
    })
    .execute();
  return id;
}

/** Ends every session of a subscriber (unsubscribe, re-subscribe, operator action). */
export async function revokeSubscriberSessions(db: Db, subscriberId: number, at: string): Promise<number> {
  const res = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('subscriber_id', '=', subscriberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function revokeSession(db: Db, sessionId: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export interface LiveSession {
  subscriberId: number;
  phone: string;
  gn: 0 | 1;
  username: string;
  name: string;
  /** trial | active | suspended (billing refuses the portal's routes, not the session) */
  status: string;
  /** The subscriber's chosen language, null until chosen (migration 0020). */
  language: 'en' | 'ur' | null;
}

/**
 * The session behind a reference or a token, when it is still good: not revoked, the subscription
 * not ended, and the reference version it was issued under still current. One primary-key lookup
 * (raw SQL: it runs on every authenticated request, so it skips the query builder's compile step).
 */
export async function liveSession(
  db: Db,
  sessionId: string,
  subscriberId: number,
  refVersion?: number,
): Promise<LiveSession | null> {
  const row = (
    await sql<{
      subscriber_id: number | string;
      sv: number | string;
      gn: number | string;
      revoked_at: string | null;
      status: string;
      rv: number | string;
      phone: string;
      username: string;
      name: string;
      suspended_at: string | null;
      language: string | null;
    }>`select s.subscriber_id, s.ref_version as sv, s.gn, s.revoked_at, u.status, u.ref_version as rv,
          u.phone, u.username, u.name, u.suspended_at, u.language
        from sessions s join subscribers u on u.id = s.subscriber_id where s.id = ${sessionId}`.execute(db)
  ).rows[0];
  // A subscriber suspended by staff keeps no session, old or new, until restored.
  if (!row || row.revoked_at !== null || row.status === 'unsubscribed' || row.suspended_at) return null;
  if (Number(row.subscriber_id) !== subscriberId || Number(row.sv) !== Number(row.rv)) return null;
  if (refVersion !== undefined && refVersion !== Number(row.rv)) return null;
  return {
    subscriberId,
    phone: row.phone,
    gn: Number(row.gn) === 1 ? 1 : 0,
    username: row.username,
    name: row.name,
    status: row.status,
    language: row.language === 'en' || row.language === 'ur' ? row.language : null,
  };
}

/** Checked sessions of one database, with the 'sessions' change counter each was checked at. */
type Checked = Map<string, { version: bigint; subscriberId: number; live: LiveSession | null }>;
const checked = new WeakMap<Db, Checked>();
const CHECKED_MAX = 50_000;

/**
 * The live session of verified token claims. A session checked before is trusted again while the
 * 'sessions' change counter has not moved (migration 0018: every write that revokes a session or
 * changes what it grants moves it, in the writing transaction), so a request costs one primary-key
 * lookup of the counter instead of the session join, and a sign-out or suspension through any
 * process ends the session on the very next request to every process. The counter is read before
 * the session, so an entry is never older than the counter it is kept with. `counters`: all the
 * counters read at once by the caller (the request's cached reads use the same read).
 */
export async function sessionOfClaims(
  app: FastifyInstance,
  claims: AccessClaims,
  counters?: Counters,
): Promise<LiveSession | null> {
  const subscriberId = Number(claims.sub);
  const version = counters ? (counters.get('sessions') ?? null) : await changeCounter(app.db, 'sessions');
  if (version === null) return liveSession(app.db, claims.sid, subscriberId);
  let cache = checked.get(app.db);
  if (!cache) checked.set(app.db, (cache = new Map()));
  const hit = cache.get(claims.sid);
  if (hit && hit.version === version && hit.subscriberId === subscriberId) return hit.live;
  const live = await liveSession(app.db, claims.sid, subscriberId);
  const current = cache.get(claims.sid);
  // Keep the newest: a slower check at an older counter never replaces a newer one.
  if (!current || current.version <= version) {
    if (!current && cache.size >= CHECKED_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(claims.sid, { version, subscriberId, live });
  }
  return live;
}

/**
 * sessionOfClaims without waiting: the session checked before at these counters, or undefined when
 * it has to be read (not checked yet, or the 'sessions' counter moved since).
 */
export function checkedSession(
  app: FastifyInstance,
  claims: AccessClaims,
  counters: Counters,
): LiveSession | null | undefined {
  const hit = checked.get(app.db)?.get(claims.sid);
  const version = counters.get('sessions');
  if (hit && version !== undefined && hit.version === version && hit.subscriberId === Number(claims.sub))
    return hit.live;
  return undefined;
}
