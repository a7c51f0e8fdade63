import type { DB } from '../db/schema.ts';

// The game catalogue as staff see it in the console.

/** Every game with its flags, in the catalogue's order. */
export function gameCatalogue(db: DB) {
  return db
    .selectFrom('games')
    .select(['id', 'name', 'is_esl', 'daily_tasks', 'challenges', 'game_status'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
