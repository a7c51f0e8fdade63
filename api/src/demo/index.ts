import type { FastifyInstance } from 'fastify';
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
// transaction; one file per table (or per group of tables written together). Demo subscribers
// are listed in api/README.md.

export { DEMO_PLAYERS, DEMO_SUBSCRIBER } from './subscribers.ts';
export { GAME_IDS } from './games.ts';

export async function seedDemo(app: FastifyInstance): Promise<void> {
  const existing = await app.db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return;
  const now = app.clock.now();
  await app.db.transaction().execute(async (tx) => {
    const ctx: DemoContext = {
      tx,
      now,
      nowIso: now.toISOString(),
      today: dayOf(now, app.config.timeZone),
      hoursFromNow: (h) => new Date(now.getTime() + h * 3600_000).toISOString(),
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
