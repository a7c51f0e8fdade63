import type { DB } from '../db/schema.ts';
import type { PlayKey } from '../lib/level-results.ts';

// The queries of level plays (Aim Train, Puzzle Mania): the level a play is for, the play rows of
// a day and their start and begin. The results are written by lib/level-results.ts. Routes in
// routes/game-levels/.

/** The level challenge of a game (by its unique id) with its prize and whether it is archived. */
export function findLevel(db: DB, uniqueId: string, level: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_challenges as c', 'c.game_id', 'g.id')
    .select(['g.id as gameId', 'c.prize', 'c.archived'])
    .where('g.game_unique_id', '=', uniqueId)
    .where('c.level', '=', level)
    .executeTakeFirst();
}

type NewPlay = PlayKey & { seed: number; at: string };

const playValues = (p: NewPlay) => {
  const { seed, at, ...key } = p;
  return { ...key, started_at: at, result: null, reported_at: null, seed, began_at: null };
};

/** A new play of the day; fails on the plays' unique key when the level was played today. */
export async function insertPlay(db: DB, play: NewPlay): Promise<void> {
  await db.insertInto('level_plays').values(playValues(play)).execute();
}

/** A new play of the day, or a new board for the day's play (its result stays). */
export async function restartPlay(db: DB, play: NewPlay): Promise<void> {
  await db
    .insertInto('level_plays')
    .values(playValues(play))
    .onConflict((oc) =>
      oc
        .columns(['subscriber_id', 'game_id', 'level', 'day'])
        .doUpdateSet({ seed: play.seed, started_at: play.at }),
    )
    .execute();
}

export function findPlay(db: DB, play: PlayKey) {
  return db
    .selectFrom('level_plays')
    .select(['seed', 'result', 'began_at'])
    .where((eb) => eb.and(play))
    .executeTakeFirst();
}

/** Marks the play begun; false when it was begun (or finished) already. */
export async function markBegun(db: DB, play: PlayKey, at: string): Promise<boolean> {
  const begun = await db
    .updateTable('level_plays')
    .set({ began_at: at })
    .where((eb) => eb.and(play))
    .where('began_at', 'is', null)
    .where('result', 'is', null)
    .executeTakeFirst();
  return Number(begun.numUpdatedRows) > 0;
}

/** Closes as failed the day's other levels of the game still being played. */
export async function failOtherBegunLevels(db: DB, play: PlayKey, at: string): Promise<void> {
  await db
    .updateTable('level_plays')
    .set({ result: '0', reported_at: at })
    .where('subscriber_id', '=', play.subscriber_id)
    .where('game_id', '=', play.game_id)
    .where('day', '=', play.day)
    .where('level', '!=', play.level)
    .where('began_at', 'is not', null)
    .where('result', 'is', null)
    .execute();
}
