import type { DemoContext } from './context.ts';
import { playEndedKnockouts } from './ended-knockouts.ts';
import { seedLiveKnockout } from './live-knockout.ts';
import { playLiveWeeklies } from './live-weekly.ts';
import { DEMO_PEOPLE } from './subscribers.ts';
import { ENDED_KNOCKOUTS, LIVE_WEEKLIES } from './tournaments.ts';

// Entries: the ended, running and in-progress tournaments have players; the demo subscriber is in
// the live Cannon Clash one (tournament 8, a real engine bracket: live-knockout.ts). The ended and
// the live weekly ones' players joined the day before the start, and the engine then plays them to
// their end (ended-knockouts.ts) or to their round 1 in play now (live-weekly.ts).
// Each entry is what the product stores: the player's username as the nick (an ESL check-in takes
// it; a weekly registration's NICK is typed, and the demo's players typed their usernames), a game
// UID for the weekly ones (4-6, UIDCheck 1) and the e-mail the Cash one (4) asks for.

const WEEKLY_WITH_UID = new Set([4, 5, 6]);
const CASH_WEEKLY = 4;

export async function seedTournamentEntries(ctx: DemoContext, ids: number[]): Promise<void> {
  const { tx, nowIso, now, hoursFromNow } = ctx;
  const drawnBySeed = [...ENDED_KNOCKOUTS, ...LIVE_WEEKLIES];
  const joined = new Map(drawnBySeed.map((k) => [k.id, hoursFromNow(k.start - 24)]));
  const entry = (tournament_id: number, subscriber_id: number) => {
    const nick = DEMO_PEOPLE[ids.indexOf(subscriber_id)]?.username ?? null;
    return tx
      .insertInto('tournament_entries')
      .values({
        tournament_id,
        subscriber_id,
        pubg_id: WEEKLY_WITH_UID.has(tournament_id) ? String(5_120_000_000 + subscriber_id * 7_919) : null,
        pubg_nick: nick,
        email: tournament_id === CASH_WEEKLY ? `${nick}@example.com` : null,
        checked_in: 1,
        place: null,
        created_at: joined.get(tournament_id) ?? nowIso,
      })
      .execute();
  };
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
  await playLiveWeeklies(ctx);
}
