import type { DB } from '../db/schema.ts';

// The queries of the daily task and the game challenges: which challenge is today's, the
// subscriber's entries, and the screenshots they submit. Routes in routes/daily-challenges/,
// routes/challenges/ and routes/challenge/ call these; rules stay in the routes.

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** The game's challenges take turns, one a day, in id order. */
function pickToday<T>(list: T[], today: string): T | null {
  if (list.length === 0) return null;
  return list[dayNumber(today) % list.length] ?? null;
}

/** Today's challenge of a game: the game's challenges take turns, one a day. */
export async function todaysChallenge(db: DB, gameId: number, today: string) {
  const list = await db
    .selectFrom('daily_challenges')
    .selectAll()
    .where('game_id', '=', gameId)
    .orderBy('id')
    .execute();
  return pickToday(list, today);
}

/** The games whose challenge of today is open (not archived): the selector marks the others. */
export async function gamesWithTaskToday(db: DB, today: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('daily_challenges')
    .select(['game_id', 'archived'])
    .orderBy('game_id')
    .orderBy('id')
    .execute();
  const byGame = new Map<number, { archived: number }[]>();
  for (const r of rows) byGame.set(Number(r.game_id), [...(byGame.get(Number(r.game_id)) ?? []), r]);
  const open = new Set<number>();
  for (const [gameId, list] of byGame) {
    const c = pickToday(list, today);
    if (c && !Number(c.archived)) open.add(gameId);
  }
  return open;
}

/** Whether a game is offered for daily tasks. */
export async function isDailyTaskGame(db: DB, gameId: number): Promise<boolean> {
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('id', '=', gameId)
    .where('daily_tasks', '=', 1)
    .executeTakeFirst();
  return game !== undefined;
}

/** The games offered for daily tasks, in the catalogue's order. */
export function dailyTaskGames(db: DB) {
  return db
    .selectFrom('games')
    .select(['id', 'name', 'name_ur', 'thumbnail'])
    .where('daily_tasks', '=', 1)
    .orderBy('sort')
    .execute();
}

export function findDailyChallenge(db: DB, id: number) {
  return db.selectFrom('daily_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The subscriber's daily entry of a day (one a day), if any. */
export function dailyEntryOn(db: DB, subscriberId: number, day: string) {
  return db
    .selectFrom('daily_entries')
    .select(['id', 'status', 'challenge_id'])
    .where('subscriber_id', '=', subscriberId)
    .where('day', '=', day)
    .executeTakeFirst();
}

export async function insertDailyEntry(
  db: DB,
  entry: { subscriberId: number; challengeId: number; day: string; image: string; at: string },
): Promise<void> {
  await db
    .insertInto('daily_entries')
    .values({
      subscriber_id: entry.subscriberId,
      challenge_id: entry.challengeId,
      day: entry.day,
      image: entry.image,
      status: 'Submitted',
      reason: null,
      created_at: entry.at,
      reviewed_at: null,
    })
    .execute();
}

/** The games with game challenges, in the catalogue's order. */
export function challengeGames(db: DB) {
  return db
    .selectFrom('games')
    .select(['id', 'name', 'name_ur', 'thumbnail'])
    .where('challenges', '=', 1)
    .orderBy('sort')
    .execute();
}

/** A game offered for game challenges. */
export function findChallengeGame(db: DB, gameId: number) {
  return db
    .selectFrom('games')
    .selectAll()
    .where('id', '=', gameId)
    .where('challenges', '=', 1)
    .executeTakeFirst();
}

/**
 * A game's challenges with what the subscriber has claimed: the challenges it entered a
 * screenshot for (with the entry's review state), and the levels it passed today (a level
 * challenge is claimed by playing); and every level it played today, passed or not: begun in the game, or finished (an Aim Train level is
 * played once a day; one started and never begun can be started again).
 */
export async function challengesOfGame(db: DB, gameId: number, subscriberId: number, today: string) {
  const [list, entries, plays] = await Promise.all([
    db.selectFrom('game_challenges').selectAll().where('game_id', '=', gameId).orderBy('id').execute(),
    db
      .selectFrom('challenge_entries as e')
      .innerJoin('game_challenges as c', 'c.id', 'e.challenge_id')
      .select(['e.challenge_id', 'e.status'])
      .where('e.subscriber_id', '=', subscriberId)
      .where('c.game_id', '=', gameId)
      .execute(),
    db
      .selectFrom('level_plays')
      .select(['level', 'result', 'began_at'])
      .where('subscriber_id', '=', subscriberId)
      .where('game_id', '=', gameId)
      .where('day', '=', today)
      .execute(),
  ]);
  return {
    list,
    /** challenge id -> its entry's review state (Submitted | Approved | Rejected). */
    entered: new Map(entries.map((e) => [Number(e.challenge_id), e.status])),
    passedLevels: new Set(plays.filter((p) => p.result === '1').map((p) => Number(p.level))),
    playedLevels: new Set(
      plays.filter((p) => p.began_at !== null || p.result !== null).map((p) => Number(p.level)),
    ),
  };
}

export function findGameChallenge(db: DB, id: number) {
  return db.selectFrom('game_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasChallengeEntry(db: DB, subscriberId: number, challengeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('challenge_entries')
    .select('id')
    .where('subscriber_id', '=', subscriberId)
    .where('challenge_id', '=', challengeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertChallengeEntry(
  db: DB,
  entry: { subscriberId: number; challengeId: number; image: string; at: string },
): Promise<void> {
  await db
    .insertInto('challenge_entries')
    .values({
      subscriber_id: entry.subscriberId,
      challenge_id: entry.challengeId,
      image: entry.image,
      status: 'Submitted',
      reason: null,
      created_at: entry.at,
      reviewed_at: null,
    })
    .execute();
}
