import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '../db/schema.ts';
import type { Actor, Role } from './roles.ts';

// Staff sessions: the cookie carries 32 random bytes; the table keeps only their SHA-256, so a
// copy of the database opens no session. The CSRF token is an HMAC of that hash with the api's
// secret: the console gets it from the sign-in answer and sends it back in a header.

export const STAFF_COOKIE = 'pz_staff';
export const SESSION_MS = 8 * 3_600_000;

export const hashSessionId = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

export const csrfTokenOf = (secret: Uint8Array, sessionHash: string) =>
  createHmac('sha256', secret).update(`staff-csrf:${sessionHash}`).digest('base64url');

export function csrfMatches(secret: Uint8Array, sessionHash: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(secret, sessionHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function openSession(
  db: DB,
  staffId: number,
  client: string,
  now: Date,
): Promise<{ id: string; hash: string; expiresAt: string }> {
  const id = randomBytes(32).toString('base64url');
  const hash = hashSessionId(id);
  const expiresAt = new Date(now.getTime() + SESSION_MS).toISOString();
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: hash,
      staff_id: staffId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      client,
    })
    .execute();
  return { id, hash, expiresAt };
}

/** The actor behind a cookie value, when its session is live and the account enabled. */
export async function actorOfSession(
  db: DB,
  cookieId: string,
  now: Date,
): Promise<(Actor & { expiresAt: string }) | null> {
  const hash = hashSessionId(cookieId);
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff as u', 'u.id', 's.staff_id')
    .select(['u.id', 'u.username', 'u.name', 'u.role', 'u.disabled', 's.expires_at', 's.revoked_at'])
    .where('s.id_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || Number(row.disabled) === 1) return null;
  if (row.expires_at <= now.toISOString()) return null;
  return {
    staffId: Number(row.id),
    username: row.username,
    name: row.name,
    role: row.role as Role,
    sessionHash: hash,
    expiresAt: row.expires_at,
  };
}

export async function revokeStaffSession(db: DB, hash: string, at: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('id_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a staff member (password change, account disabled). */
export async function revokeAllStaffSessions(
  db: DB,
  staffId: number,
  at: string,
  except?: string,
): Promise<void> {
  let q = db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null);
  if (except) q = q.where('id_hash', '!=', except);
  await q.execute();
}

export function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}
