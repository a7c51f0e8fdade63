import type { Kysely, Migration } from 'kysely';

// The seed an Aim Train play was started with: the api issues it at play-start and a pass is
// believed only when its replay is of that seed. Null for plays started before this column.
export function levelPlaySeed(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('level_plays').addColumn('seed', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('level_plays').dropColumn('seed').execute();
    },
  };
}
