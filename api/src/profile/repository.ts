import { sql } from 'kysely';
import { isUniqueViolation, readRows } from '../db/connect.ts';
import { MESSAGES, conflict } from '../lib/errors.ts';
import type { DB } from '../db/schema.ts';

// The subscriber's profile: the row with its totals, and the edits the profile form makes.
// Routes in routes/user/.

export interface ProfileRow {
  name: string;
  username: string;
  profile_image: string | null;
  email: string;
  gender: string | null;
  bio: string;
  date_of_birth: string | null;
  phone: string;
  balance: number | string | null;
  tournaments: number | string | null;
  tasks: number | string | null;
  redeemed: number | string | null;
  money: number | string | null;
  held: number | string | null;
}

// The totals are kept by the database as ledger rows and entries are written, so this reads a few
// rows, each by primary key in a scalar subquery (on SQLite a join costs several times as much).
const PROFILE_SQL = `select s.name, s.username, s.profile_image, s.email, s.gender, s.bio, s.date_of_birth, s.phone,
    (select w.balance from wallets w where w.subscriber_id = s.id) as balance,
    (select t.tournaments from subscriber_totals t where t.subscriber_id = s.id) as tournaments,
    (select t.challenges from subscriber_totals t where t.subscriber_id = s.id) as tasks,
    (select count(*) from redemptions r where r.subscriber_id = s.id
      and r.status in ('requested', 'processing', 'fulfilled')) as redeemed,
    (select m.balance_paisa from money_wallets m where m.subscriber_id = s.id) as money,
    (select sum(r.credits) from redemptions r where r.subscriber_id = s.id
      and r.status = 'reserved') as held
  from subscribers s where s.id = ?`;

/**
 * The profile with its balance and totals (undefined when there is no such subscriber or wallet).
 * Hand-written SQL, read on every page (readRows: no builder compile step, and on SQLite outside a
 * transaction no driver either).
 */
export async function profileRow(db: DB, id: number): Promise<ProfileRow | undefined> {
  const row = (await readRows<ProfileRow>(db, PROFILE_SQL, [id]))[0];
  return row && row.balance !== null ? row : undefined;
}

/** The stored name of the subscriber's profile image, if any. */
export async function profileImageOf(db: DB, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('subscribers')
    .select('profile_image')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.profile_image ?? null;
}

export async function updateProfile(
  db: DB,
  id: number,
  edit: {
    username: string;
    email: string;
    gender: string;
    bio: string;
    dateOfBirth: string | null;
    image?: string;
  },
): Promise<void> {
  // A username is one subscriber's, whatever its letter case (migration 0023's index). The form
  // has no name: a subscriber without a name of their own (none, or the username) is shown by the
  // username; a name of their own (the demo's, one staff set) stays as it is.
  await db
    .updateTable('subscribers')
    .set({
      username: edit.username,
      name: sql<string>`case when name = '' or name = username then ${edit.username} else name end`,
      email: edit.email,
      gender: edit.gender,
      bio: edit.bio,
      date_of_birth: edit.dateOfBirth,
      ...(edit.image ? { profile_image: edit.image } : {}),
    })
    .where('id', '=', id)
    .execute()
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? conflict(MESSAGES.USERNAME_TAKEN) : err;
    });
}

/** Sets the game the subscriber picked for its daily task. */
export async function setChosenGame(db: DB, id: number, gameId: number): Promise<void> {
  await db.updateTable('subscribers').set({ game_id: gameId }).where('id', '=', id).execute();
}
