import type { Kysely, Migration } from 'kysely';

// Operator-authored names in Urdu beside the English ones: a subscriber reading the portal in Urdu
// sees the Urdu name where the operator gave one (null: the English name is shown). Game
// challenges also carry their objective in Urdu, highlight videos their title.
export const URDU_COLUMNS: { table: string; column: string }[] = [
  { table: 'games', column: 'name_ur' },
  { table: 'tournaments', column: 'name_ur' },
  { table: 'rewards', column: 'name_ur' },
  { table: 'daily_challenges', column: 'name_ur' },
  { table: 'game_challenges', column: 'name_ur' },
  { table: 'game_challenges', column: 'objective_ur' },
  { table: 'videos', column: 'title_ur' },
];

export function urduNames(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const { table, column } of URDU_COLUMNS)
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const { table, column } of [...URDU_COLUMNS].reverse())
        await db.schema.alterTable(table).dropColumn(column).execute();
    },
  };
}
