import type { DB } from '../db/schema.ts';

// The queries of the game catalogue as subscribers see it: ESL games and their play sessions,
// highlight games and their videos. Routes in routes/esl-games/ and routes/youtube-videos/.

/** The ESL games in the catalogue's order. */
export function eslGames(db: DB) {
  return db
    .selectFrom('games')
    .select(['id', 'name', 'name_ur', 'game_unique_id', 'game_status', 'thumbnail'])
    .where('is_esl', '=', 1)
    .orderBy('sort')
    .execute();
}

export function findEslGame(db: DB, gameId: number) {
  return db
    .selectFrom('games')
    .select(['id', 'game_status'])
    .where('id', '=', gameId)
    .where('is_esl', '=', 1)
    .executeTakeFirst();
}

export async function openEslSession(
  db: DB,
  session: { id: string; subscriberId: number; gameId: number; at: string },
): Promise<void> {
  await db
    .insertInto('esl_sessions')
    .values({
      id: session.id,
      subscriber_id: session.subscriberId,
      game_id: session.gameId,
      started_at: session.at,
      ended_at: null,
    })
    .execute();
}

/** The subscriber's open session of a game: the given one, else the latest. */
export function findOpenEslSession(db: DB, subscriberId: number, gameId: number, sessionId?: string) {
  let q = db
    .selectFrom('esl_sessions')
    .select(['id', 'started_at'])
    .where('subscriber_id', '=', subscriberId)
    .where('game_id', '=', gameId)
    .where('ended_at', 'is', null);
  if (sessionId) q = q.where('id', '=', sessionId);
  return q.orderBy('started_at', 'desc').limit(1).executeTakeFirst();
}

export async function closeEslSession(db: DB, id: string, at: string): Promise<void> {
  await db.updateTable('esl_sessions').set({ ended_at: at }).where('id', '=', id).execute();
}

/** The games with highlight videos, in the catalogue's order. */
export function highlightGames(db: DB) {
  return db
    .selectFrom('games')
    .select(['id', 'name', 'name_ur'])
    .where('highlights', '=', 1)
    .orderBy('sort')
    .execute();
}

export async function gameExists(db: DB, gameId: number): Promise<boolean> {
  return (
    (await db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst()) !== undefined
  );
}

/** Highlight videos with their game's name, all or one game's. */
export function videos(db: DB, gameId?: number) {
  let q = db
    .selectFrom('videos as v')
    .innerJoin('games as g', 'g.id', 'v.game_id')
    .select([
      'v.id',
      'v.title',
      'v.title_ur',
      'v.link',
      'v.thumbnail',
      'g.name as game',
      'g.name_ur as game_ur',
    ]);
  if (gameId !== undefined) q = q.where('v.game_id', '=', gameId);
  return q.orderBy('v.id').execute();
}
