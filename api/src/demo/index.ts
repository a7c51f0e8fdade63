import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/connect.ts';
import { dayOf } from '../lib/day.ts';
import type { DemoContext } from './context.ts';
import { seedDailyChallenges } from './daily-challenges.ts';
import { seedGameChallenges } from './game-challenges.ts';
import { seedGames } from './games.ts';
import { seedLedger } from './ledger.ts';
import { seedRewards } from './rewards.ts';
import { seedSubscribers } from './subscribers.ts';
import { seedTournamentEntries } from './tournament-entries.ts';
import { seedTournaments } from './tournaments.ts';
import { seedVideos } from './videos.ts';

// Demo data that makes every screen meaningful. Runs only when the database has no games, in one
// transaction (a process that finds another has just seeded it leaves it at that); one file per
// table (or per group of tables written together). Demo subscribers are listed in api/README.md.

export { DEMO_PLAYERS, DEMO_SUBSCRIBER } from './subscribers.ts';
export { GAME_IDS } from './games.ts';

export async function seedDemo(app: FastifyInstance): Promise<void> {
  if (await hasGames(app.db)) return;
  const now = app.clock.now();
  try {
    await seedTables(app, now);
  } catch (error) {
    // Another process starting on the same new database seeded it first.
    if (isUniqueViolation(error) && (await hasGames(app.db))) return;
    throw error;
  }
}

async function hasGames(db: Kysely<Database>): Promise<boolean> {
  const existing = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(existing.n) > 0;
}

async function seedTables(app: FastifyInstance, now: Date): Promise<void> {
  await app.db.transaction().execute(async (tx) => {
    // On PostgreSQL processes seeding at once take turns (their game ids would interleave), and
    // the ones after the first find the games there. On SQLite the one that lost the race stops on
    // a unique key, which seedDemo takes as seeded.
    if (app.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext('demo-seed'))`.execute(tx);
    if (await hasGames(tx)) return;
    const ctx: DemoContext = {
      tx,
      now,
      nowIso: now.toISOString(),
      today: dayOf(now, app.config.timeZone),
      hoursFromNow: (h) => new Date(now.getTime() + h * 3600_000).toISOString(),
      timeZone: app.config.timeZone,
      dialect: app.dialect,
    };
    await seedGames(ctx);
    await seedDailyChallenges(ctx);
    await seedGameChallenges(ctx);
    await seedRewards(ctx);
    await seedVideos(ctx);
    await seedTournaments(ctx);
    const ids = await seedSubscribers(ctx);
    await seedLedger(ctx, ids);
    await seedTournamentEntries(ctx, ids);
  });
}
