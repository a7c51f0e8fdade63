import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';

// Room-server queries over tournament matches. Room IDs reach players by SMS and are typed back
// by hand, so they are compared trimmed and without regard to case (lower(room_id) is indexed).

/** The same Room ID however it was typed: trimmed, lower case. */
export const normaliseRoomCode = (code: string): string => code.trim().toLowerCase();

/** The match of this tournament with this Room ID in which the subscriber plays (latest round first). */
export function findPlayerMatchByCode(db: DB, tournamentId: number, code: string, subscriberId: number) {
  return db
    .selectFrom('tournament_matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select([
      'm.id',
      'm.player1_id',
      'm.player2_id',
      'm.room_id',
      'm.scheduled_at',
      'm.status',
      't.game_name',
    ])
    .where('m.tournament_id', '=', tournamentId)
    .where(sql<string>`lower(m.room_id)`, '=', normaliseRoomCode(code))
    .where((eb) => eb.or([eb('m.player1_id', '=', subscriberId), eb('m.player2_id', '=', subscriberId)]))
    .orderBy('m.round', 'desc')
    .executeTakeFirst();
}

/** A match by id, for the room that belongs to it. */
export function matchForRoom(db: DB, matchId: number) {
  return db
    .selectFrom('tournament_matches')
    .select(['id', 'room_id', 'scheduled_at', 'status'])
    .where('id', '=', matchId)
    .executeTakeFirst();
}

/** True when some tournament match uses this Room ID: a practice room may never take it. */
export async function isMatchRoomCode(db: DB, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('tournament_matches')
    .select('id')
    .where(sql<string>`lower(room_id)`, '=', normaliseRoomCode(code))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
