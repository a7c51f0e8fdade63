import type { DB } from '../db/schema.ts';
import { MESSAGES, notFound, withValues } from '../lib/errors.ts';

// Matches of a tournament as staff see them: players' numbers and names, the room, the result and
// what each player reported (two reports that disagree are a dispute staff settle).

/** A subscriber as the console names them beside their number: their name, else their username. */
export const subscriberName = (s: { name: string | null; username: string | null }) =>
  s.name || s.username || null;

export const normalPhone = (phone: string) => (/^0\d{10}$/.test(phone) ? `92${phone.slice(1)}` : phone);

export async function subscriberByPhone(db: DB, phone: string): Promise<number> {
  const row = await db
    .selectFrom('subscribers')
    .select('id')
    .where('phone', '=', normalPhone(phone))
    .executeTakeFirst();
  if (!row) throw notFound(withValues(MESSAGES.UNKNOWN_SUBSCRIBER, { phone }));
  return Number(row.id);
}

export async function matchesOf(db: DB, tournamentId: number) {
  const rows = await db
    .selectFrom('tournament_matches as m')
    .leftJoin('subscribers as p1', 'p1.id', 'm.player1_id')
    .leftJoin('subscribers as p2', 'p2.id', 'm.player2_id')
    .leftJoin('subscribers as w', 'w.id', 'm.winner_id')
    .select([
      'm.id',
      'm.round',
      'm.room_id',
      'm.room_password',
      'm.scheduled_at',
      'm.status',
      'm.result_source',
      'm.kind',
      'p1.phone as player1',
      'p2.phone as player2',
      'w.phone as winner',
      'p1.name as p1_name',
      'p1.username as p1_username',
      'p2.name as p2_name',
      'p2.username as p2_username',
    ])
    .where('m.tournament_id', '=', tournamentId)
    .orderBy('m.round')
    .orderBy('m.id')
    .execute();
  const reports = rows.length
    ? await db
        .selectFrom('match_reports as r')
        .innerJoin('subscribers as s', 's.id', 'r.subscriber_id')
        .select(['r.match_id', 'r.kind', 'r.result_flag', 'r.created_at', 's.phone'])
        .where(
          'r.match_id',
          'in',
          rows.map((r) => Number(r.id)),
        )
        .orderBy('r.id')
        .execute()
    : [];
  return rows.map((r) => {
    const mine = reports.filter((x) => Number(x.match_id) === Number(r.id));
    const results = mine.filter((x) => x.kind === 'result');
    return {
      id: Number(r.id),
      round: Number(r.round),
      kind: r.kind,
      room_id: r.room_id,
      room_password: r.room_password,
      scheduled_at: r.scheduled_at,
      status: r.status,
      result_source: r.result_source,
      player1: r.player1,
      player2: r.player2,
      player1_name: subscriberName({ name: r.p1_name, username: r.p1_username }),
      player2_name: subscriberName({ name: r.p2_name, username: r.p2_username }),
      winner: r.winner,
      reports: mine.map((x) => ({ phone: x.phone, kind: x.kind, result: x.result_flag, at: x.created_at })),
      // Both players claimed the same outcome for themselves (both won, or both lost).
      disputed:
        r.winner === null && results.length === 2 && results[0]?.result_flag === results[1]?.result_flag,
    };
  });
}

/** The time a round's matches already have (the first one's); null while it has none (before the draw). */
export async function scheduledRoundTime(
  db: DB,
  tournamentId: number,
  round: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('tournament_matches')
    .select('scheduled_at')
    .where('tournament_id', '=', tournamentId)
    .where('round', '=', round)
    .where('scheduled_at', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return row?.scheduled_at ?? null;
}

/** A match staff schedule by hand (an external game's round): no room, no result yet. */
export async function insertMatch(
  db: DB,
  m: {
    tournamentId: number;
    round: number;
    player1: number;
    player2: number | null;
    scheduledAt: string;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('tournament_matches')
    .values({
      tournament_id: m.tournamentId,
      round: m.round,
      player1_id: m.player1,
      player2_id: m.player2,
      room_id: null,
      room_password: null,
      scheduled_at: m.scheduledAt,
      winner_id: null,
      status: 'scheduled',
      created_at: m.at,
      slot: null,
      result_source: null,
      sms_sent_at: null,
      finished_at: null,
      kind: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Sets a match's room; false when there is no such match. */
export async function setRoom(
  db: DB,
  matchId: number,
  roomId: string,
  password: string | null,
): Promise<boolean> {
  const updated = await db
    .updateTable('tournament_matches')
    .set({ room_id: roomId, room_password: password })
    .where('id', '=', matchId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export function findMatch(db: DB, matchId: number) {
  return db.selectFrom('tournament_matches').selectAll().where('id', '=', matchId).executeTakeFirst();
}

export async function isRegistered(db: DB, tournamentId: number, subscriberId: number): Promise<boolean> {
  const entry = await db
    .selectFrom('tournament_entries')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('subscriber_id', '=', subscriberId)
    .executeTakeFirst();
  return entry !== undefined;
}
