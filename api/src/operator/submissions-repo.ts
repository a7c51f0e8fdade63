import type { Transaction } from 'kysely';
import type { Database, DB } from '../db/schema.ts';
import { MESSAGES, conflict, notFound } from '../lib/errors.ts';
import { move } from '../lib/ledger.ts';
import { uploadUrl } from '../lib/uploads.ts';

// Screenshot submissions of both kinds (daily tasks and game challenges): the review queue, and
// approve (credits the prize once) or reject (with the reason the subscriber sees).

export const ENTRY_TABLES = {
  daily: { entries: 'daily_entries', challenges: 'daily_challenges' },
  challenge: { entries: 'challenge_entries', challenges: 'game_challenges' },
} as const;
export type Kind = keyof typeof ENTRY_TABLES;
export const ALREADY_REVIEWED = MESSAGES.ALREADY_REVIEWED.message;

type Tx = DB | Transaction<Database>;

/** A kind's entries joined to their challenges as `e` and `c` (both kinds share the columns). */
function entriesOf(db: Tx, kind: Kind) {
  const t = ENTRY_TABLES[kind];
  return db
    .selectFrom(`${t.entries} as e` as 'daily_entries as e')
    .innerJoin(`${t.challenges} as c` as 'daily_challenges as c', 'c.id', 'e.challenge_id');
}

export interface SubmissionQuery {
  kinds: Kind[];
  status: string;
  gameId?: number;
  limit: number;
  offset: number;
}

export async function listSubmissions(db: DB, q: SubmissionQuery) {
  const out = [];
  for (const kind of q.kinds) {
    let query = entriesOf(db, kind)
      .innerJoin('subscribers as s', 's.id', 'e.subscriber_id')
      .innerJoin('games as g', 'g.id', 'c.game_id')
      .select([
        'e.id',
        'e.image',
        'e.status',
        'e.reason',
        'e.created_at',
        'e.reviewed_at',
        'e.subscriber_id',
        'c.id as challenge_id',
        'c.name',
        'c.prize',
        's.phone',
        'g.id as game_id',
        'g.name as game_name',
      ])
      .where('e.status', '=', q.status);
    if (q.gameId !== undefined) query = query.where('c.game_id', '=', q.gameId);
    const rows = await query
      .orderBy('e.id')
      .limit(q.offset + q.limit)
      .execute();
    for (const r of rows) {
      out.push({
        kind,
        id: Number(r.id),
        image: uploadUrl(r.image),
        subscriber: { id: Number(r.subscriber_id), phone: r.phone },
        phone: r.phone,
        challenge: { id: Number(r.challenge_id), name: r.name },
        game: { id: Number(r.game_id), name: r.game_name },
        prize: Number(r.prize),
        status: r.status,
        reason: r.reason,
        createdAt: r.created_at,
        reviewedAt: r.reviewed_at,
      });
    }
  }
  // Oldest first across both kinds: the queue is worked from its head.
  out.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  return out.slice(q.offset, q.offset + q.limit);
}

async function entryOf(tx: Tx, kind: Kind, id: number) {
  const entry = await entriesOf(tx, kind)
    .select(['e.id', 'e.subscriber_id', 'e.status', 'e.reason', 'c.prize'])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!entry) throw notFound(MESSAGES.SUBMISSION_NOT_FOUND);
  return entry;
}

/** Approves a waiting entry and credits its prize, in the caller's transaction; once only. */
export async function approve(tx: Transaction<Database>, kind: Kind, id: number, at: string) {
  const entry = await entryOf(tx, kind, id);
  const updated = await tx
    .updateTable(ENTRY_TABLES[kind].entries)
    .set({ status: 'Approved', reviewed_at: at, reason: null })
    .where('id', '=', id)
    .where('status', '=', 'Submitted')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw conflict(MESSAGES.ALREADY_REVIEWED);
  await move(tx, {
    subscriberId: Number(entry.subscriber_id),
    delta: Number(entry.prize),
    reason: kind === 'daily' ? 'daily-task' : 'game-challenge',
    refKey: `${kind === 'daily' ? 'daily-entry' : 'challenge-entry'}:${id}`,
    at,
  });
  return { subscriberId: Number(entry.subscriber_id), credited: Number(entry.prize), before: entry.status };
}

export async function reject(tx: Transaction<Database>, kind: Kind, id: number, reason: string, at: string) {
  const entry = await entryOf(tx, kind, id);
  const updated = await tx
    .updateTable(ENTRY_TABLES[kind].entries)
    .set({ status: 'Rejected', reason, reviewed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'Submitted')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw conflict(MESSAGES.ALREADY_REVIEWED);
  return { subscriberId: Number(entry.subscriber_id), before: entry.status };
}
