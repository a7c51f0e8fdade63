import type { DemoContext } from './context.ts';
import { playEndedKnockouts } from './ended-knockouts.ts';
import { seedLiveKnockout } from './live-knockout.ts';
import { ENDED_KNOCKOUTS } from './tournaments.ts';

// Entries: the ended and running tournaments have players; the demo subscriber is in the live
// Cannon Clash one (tournament 8, a real engine bracket: live-knockout.ts). The ended ones' players
// joined the day before the start, and the engine then plays them to their end (ended-knockouts.ts).

export async function seedTournamentEntries(ctx: DemoContext, ids: number[]): Promise<void> {
  const { tx, nowIso, now, hoursFromNow } = ctx;
  const joined = new Map(ENDED_KNOCKOUTS.map((k) => [k.id, hoursFromNow(k.start - 24)]));
  const entry = (tournament_id: number, subscriber_id: number) =>
    tx
      .insertInto('tournament_entries')
      .values({
        tournament_id,
        subscriber_id,
        pubg_id: null,
        pubg_nick: `player${subscriber_id}`,
        email: null,
        checked_in: 1,
        place: null,
        created_at: joined.get(tournament_id) ?? nowIso,
      })
      .execute();
  for (const sid of ids.slice(1, 13)) {
    await entry(4, sid);
    await entry(5, sid);
    await entry(6, sid);
    await entry(9, sid);
  }
  for (const sid of ids.slice(0, 12)) await entry(8, sid);
  for (const sid of ids.slice(3, 9)) await entry(7, sid);
  await seedLiveKnockout(tx, 8, ids.slice(0, 12), now);
  await playEndedKnockouts(ctx);
}
