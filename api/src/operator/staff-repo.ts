import { hash, verify } from '@node-rs/argon2';
import type { DB } from '../db/schema.ts';
import { isUniqueViolation } from '../db/connect.ts';
import { MESSAGES, conflict } from '../lib/errors.ts';
import type { Role } from './roles.ts';

// Staff accounts: argon2id password hashes, and the lockout after repeated wrong passwords.

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
export const LOCKED_MESSAGE = MESSAGES.ACCOUNT_LOCKED.message;
export const WRONG_PASSWORD = MESSAGES.WRONG_PASSWORD.message;

// OWASP's argon2id baseline (19 MiB, 2 passes); algorithm 2 is argon2id in @node-rs/argon2.
const ARGON = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON);

// Compared against when the username is unknown, so both answers take as long.
let dummyHash: Promise<string> | null = null;

export interface StaffRow {
  id: number;
  username: string;
  name: string;
  role: Role;
  disabled: boolean;
  lockedUntil: string | null;
  createdAt: string;
}

const toRow = (r: {
  id: number;
  username: string;
  name: string;
  role: string;
  disabled: number;
  locked_until: string | null;
  created_at: string;
}): StaffRow => ({
  id: Number(r.id),
  username: r.username,
  name: r.name,
  role: r.role as Role,
  disabled: Number(r.disabled) === 1,
  lockedUntil: r.locked_until,
  createdAt: r.created_at,
});

const COLUMNS = ['id', 'username', 'name', 'role', 'disabled', 'locked_until', 'created_at'] as const;

export async function createStaff(
  db: DB,
  s: { username: string; name: string; role: Role; password: string; at: string },
): Promise<StaffRow> {
  const password_hash = await hashPassword(s.password);
  try {
    const row = await db
      .insertInto('staff')
      .values({
        username: s.username,
        name: s.name,
        role: s.role,
        password_hash,
        locked_until: null,
        created_at: s.at,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toRow(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.USERNAME_TAKEN);
    throw err;
  }
}

export async function listStaff(db: DB): Promise<StaffRow[]> {
  return (await db.selectFrom('staff').select(COLUMNS).orderBy('id').execute()).map(toRow);
}

export async function staffById(db: DB, id: number): Promise<StaffRow | null> {
  const row = await db.selectFrom('staff').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function updateStaff(
  db: DB,
  id: number,
  change: { role?: Role; name?: string; disabled?: boolean; password?: string },
): Promise<void> {
  await db
    .updateTable('staff')
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.name ? { name: change.name } : {}),
      ...(change.disabled !== undefined ? { disabled: change.disabled ? 1 : 0 } : {}),
      ...(change.password ? { password_hash: await hashPassword(change.password) } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export type SignInCheck =
  { ok: true; staff: StaffRow } | { ok: false; locked: boolean; staffId: number | null };

/**
 * Checks a password. A locked account is refused before the password is looked at; each wrong
 * password counts (one atomic increment), and the fifth locks the account for LOCK_MS and starts
 * the count again. A right password clears the count.
 */
export async function checkPassword(
  db: DB,
  username: string,
  password: string,
  now: Date,
): Promise<SignInCheck> {
  const row = await db
    .selectFrom('staff')
    .select([...COLUMNS, 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!row || Number(row.disabled) === 1) {
    dummyHash ??= hashPassword('not-a-staff-password');
    await verify(await dummyHash, password).catch(() => false);
    return { ok: false, locked: false, staffId: row ? Number(row.id) : null };
  }
  const id = Number(row.id);
  if (row.locked_until && row.locked_until > now.toISOString())
    return { ok: false, locked: true, staffId: id };
  if (await verify(row.password_hash, password).catch(() => false)) {
    await db
      .updateTable('staff')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', id)
      .execute();
    return { ok: true, staff: toRow(row) };
  }
  await db
    .updateTable('staff')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const locked = await db
    .updateTable('staff')
    .set({ failed_logins: 0, locked_until: new Date(now.getTime() + LOCK_MS).toISOString() })
    .where('id', '=', id)
    .where('failed_logins', '>=', MAX_FAILURES)
    .executeTakeFirst();
  return { ok: false, locked: Number(locked.numUpdatedRows) > 0, staffId: id };
}

export async function passwordMatches(db: DB, id: number, password: string): Promise<boolean> {
  const row = await db.selectFrom('staff').select('password_hash').where('id', '=', id).executeTakeFirst();
  return !!row && (await verify(row.password_hash, password).catch(() => false));
}
