import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, DB } from '../db/schema.ts';
import { MESSAGES, badRequest, conflict, notFound, withValues } from '../lib/errors.ts';
import { balanceOf, holdSubscriber, move } from '../lib/ledger.ts';
import { formatCredits } from '../lib/redemptions.ts';
import { revokeSubscriberSessions } from '../lib/sessions.ts';
import { uploadUrl } from '../lib/uploads.ts';
import { subscriptionState } from '../billing/repository.ts';
import { staffCreditReasons } from './audit.ts';
import { ledgerSubjects } from './ledger-subjects.ts';
import type { BillingConfig } from '../billing/config.ts';

// A subscriber as support sees them: profile, subscription state, both wallets and their
// ledgers, entries and tournaments; staff credit grants and deductions; suspension.

export async function searchSubscribers(db: DB, number: string) {
  const digits = number.replace(/\D/g, '');
  const normal = digits.startsWith('0') ? `92${digits.slice(1)}` : digits;
  const rows = await db
    .selectFrom('subscribers')
    .select(['id', 'phone', 'name', 'status', 'suspended_at', 'created_at'])
    .where('phone', 'like', `${normal}%`)
    .orderBy('phone')
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    phone: r.phone,
    name: r.name,
    status: r.status,
    suspended: r.suspended_at !== null,
    createdAt: r.created_at,
  }));
}

export async function subscriberProfile(db: DB, billing: BillingConfig, id: number) {
  const s = await db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!s) throw notFound(MESSAGES.SUBSCRIBER_NOT_FOUND);
  const [money, totals, charging] = await Promise.all([
    db.selectFrom('money_wallets').select('balance_paisa').where('subscriber_id', '=', id).executeTakeFirst(),
    db.selectFrom('subscriber_totals').selectAll().where('subscriber_id', '=', id).executeTakeFirst(),
    subscriptionState(db, billing, id, { limit: 20 }),
  ]);
  return {
    id: Number(s.id),
    phone: s.phone,
    name: s.name,
    username: s.username,
    email: s.email,
    subscription: {
      type: s.sub_type,
      status: s.status,
      trialEndsAt: s.trial_ends_at,
      subscribedAt: s.subscribed_at,
      unsubscribedAt: s.unsubscribed_at,
      nextChargeAt: charging?.nextChargeAt ?? null,
      failedCharges: charging?.failedCharges ?? 0,
      charges: charging?.charges ?? [],
    },
    suspendedAt: s.suspended_at,
    suspendedReason: s.suspended_reason,
    createdAt: s.created_at,
    credits: await balanceOf(db, id),
    moneyPaisa: Number(money?.balance_paisa ?? 0),
    totals: {
      score: Number(totals?.score ?? 0),
      challenges: Number(totals?.challenges ?? 0),
      redeemed: Number(totals?.redeemed ?? 0),
      tournaments: Number(totals?.tournaments ?? 0),
    },
  };
}

/** The ledger reasons of staff grants and deductions; what staff typed is in the audit log. */
const STAFF_GRANT = 'staff-grant';
const STAFF_DEDUCT = 'staff-deduct';
const STAFF_REASONS = new Set([STAFF_GRANT, STAFF_DEDUCT]);

/**
 * A wallet's ledger, newest first; `note` is the reason staff typed for their own rows, `subject`
 * what the row's key points at (ledger-subjects.ts).
 */
export async function ledgerOf(
  db: DB,
  id: number,
  wallet: 'credits' | 'money',
  limit: number,
  offset: number,
) {
  if (wallet === 'money') {
    const rows = await db
      .selectFrom('money_ledger')
      .selectAll()
      .where('subscriber_id', '=', id)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const subjectOf = await ledgerSubjects(
      db,
      rows.map((r) => r.ref_key),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      delta: Number(r.delta_paisa),
      reason: r.reason,
      refKey: r.ref_key,
      subject: subjectOf(r.ref_key),
      createdAt: r.created_at,
      note: null,
    }));
  }
  const rows = await db
    .selectFrom('ledger')
    .selectAll()
    .where('subscriber_id', '=', id)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const staffTimes = rows.filter((r) => STAFF_REASONS.has(r.reason)).map((r) => r.created_at);
  const typed = await staffCreditReasons(db, id, staffTimes);
  const subjectOf = await ledgerSubjects(
    db,
    rows.map((r) => r.ref_key),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    delta: Number(r.delta),
    reason: r.reason,
    refKey: r.ref_key,
    subject: subjectOf(r.ref_key),
    createdAt: r.created_at,
    note: STAFF_REASONS.has(r.reason) ? (typed.get(`${r.created_at} ${Number(r.delta)}`) ?? null) : null,
  }));
}

export async function entriesOfSubscriber(db: DB, id: number) {
  const pick = [
    'e.id',
    'e.image',
    'e.status',
    'e.reason',
    'e.created_at',
    'e.reviewed_at',
    'c.name',
    'c.prize',
  ] as const;
  const [daily, challenge] = await Promise.all([
    db
      .selectFrom('daily_entries as e')
      .innerJoin('daily_challenges as c', 'c.id', 'e.challenge_id')
      .select(pick)
      .where('e.subscriber_id', '=', id)
      .orderBy('e.id', 'desc')
      .limit(200)
      .execute(),
    db
      .selectFrom('challenge_entries as e')
      .innerJoin('game_challenges as c', 'c.id', 'e.challenge_id')
      .select(pick)
      .where('e.subscriber_id', '=', id)
      .orderBy('e.id', 'desc')
      .limit(200)
      .execute(),
  ]);
  const shape = (kind: 'daily' | 'challenge') => (r: (typeof daily)[number]) => ({
    kind,
    id: Number(r.id),
    image: uploadUrl(r.image),
    challenge: r.name,
    prize: Number(r.prize),
    status: r.status,
    reason: r.reason,
    createdAt: r.created_at,
    reviewedAt: r.reviewed_at,
  });
  return [...daily.map(shape('daily')), ...challenge.map(shape('challenge'))].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}

/** The tournaments entered, with what the console's state of a tournament is made of. */
export async function tournamentsOfSubscriber(db: DB, id: number) {
  const rows = await db
    .selectFrom('tournament_entries as e')
    .innerJoin('tournaments as t', 't.id', 'e.tournament_id')
    .select([
      't.id',
      't.name',
      't.status',
      't.is_running',
      't.engine_state',
      't.time_start',
      't.time_end',
      'e.checked_in',
      'e.place',
      'e.created_at',
    ])
    .where('e.subscriber_id', '=', id)
    .orderBy('e.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    status: Number(r.status),
    isRunning: Number(r.is_running) === 1,
    engineState: r.engine_state,
    timeStart: r.time_start,
    timeEnd: r.time_end,
    checkedIn: Number(r.checked_in) === 1,
    place: r.place === null ? null : Number(r.place),
    joinedAt: r.created_at,
  }));
}

/**
 * A staff grant or deduction: one ledger movement; the balance before and after it, for the
 * audit. The subscriber is held before the balance is read, so two changes at once each report
 * their own step (before + delta = after) and a refusal names the balance that is there.
 */
export async function adjustCredits(
  tx: Transaction<Database>,
  id: number,
  delta: number,
  at: string,
  requestId?: string,
) {
  const exists = await tx.selectFrom('subscribers').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound(MESSAGES.SUBSCRIBER_NOT_FOUND);
  // Other changes to this subscriber's credits wait from here on: the balance read is the one moved.
  await holdSubscriber(tx, id);
  const before = await balanceOf(tx, id);
  if (before + delta < 0)
    throw badRequest(
      withValues(MESSAGES.CANNOT_DEDUCT, {
        amount: formatCredits(-delta),
        balance: formatCredits(before),
      }),
    );
  // The console sends one request id per form: a retried or double-sent grant moves credits once.
  const moved = await move(tx, {
    subscriberId: id,
    delta,
    reason: delta > 0 ? STAFF_GRANT : STAFF_DEDUCT,
    refKey: `staff:${requestId ?? randomUUID()}`,
    at,
  });
  if (!moved) throw conflict(MESSAGES.CHANGE_ALREADY_MADE);
  return { before, after: await balanceOf(tx, id) };
}

export async function setSuspended(db: DB, id: number, reason: string | null, at: string) {
  const before = await db
    .selectFrom('subscribers')
    .select(['suspended_at', 'suspended_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) throw notFound(MESSAGES.SUBSCRIBER_NOT_FOUND);
  await db
    .updateTable('subscribers')
    .set({ suspended_at: reason === null ? null : at, suspended_reason: reason })
    .where('id', '=', id)
    .execute();
  if (reason !== null) await revokeSubscriberSessions(db, id, at);
  return {
    before: { suspendedAt: before.suspended_at, reason: before.suspended_reason },
    after: { suspendedAt: reason === null ? null : at, reason },
  };
}

/** The id of the subscriber with this number (0300... or 92300...), if any. */
export async function subscriberIdByNumber(db: DB, phone: string): Promise<number | null> {
  const sub = await db.selectFrom('subscribers').select('id').where('phone', '=', phone).executeTakeFirst();
  return sub ? Number(sub.id) : null;
}
