import type { Kysely, Migration } from 'kysely';

// Fair play of the level games. began_at: when the game page actually started the Aim Train level
// (a second begin, e.g. after a reload, closes the play as failed). reaction_mean_ms and
// reaction_sd_ms: the human-plausibility figures of an accepted Aim Train pass, kept for the
// per-subscriber check and for review. Puzzle Mania's issued board is the play's seed, cleared
// once its result is taken.
export function fairPlay(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('level_plays').addColumn('began_at', 'text').execute();
      await db.schema.alterTable('level_plays').addColumn('reaction_mean_ms', 'integer').execute();
      await db.schema.alterTable('level_plays').addColumn('reaction_sd_ms', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('level_plays').dropColumn('reaction_sd_ms').execute();
      await db.schema.alterTable('level_plays').dropColumn('reaction_mean_ms').execute();
      await db.schema.alterTable('level_plays').dropColumn('began_at').execute();
    },
  };
}
