import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { addDays, dayOf } from '../lib/day.ts';
import { TOURNAMENT_STATUS } from '../tournament-engine/timing.ts';

// The overview's counts and its 14-day series. Series rows are counted per UTC hour in the
// database (a bounded result whatever the traffic) and put into the provider's days here.

export const SERIES_DAYS = 14;

const count = async (q: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }) =>
  Number((await q.executeTakeFirst())?.n ?? 0);

async function perHour(
  db: DB,
  table: 'subscribers' | 'daily_entries' | 'challenge_entries' | 'redemptions',
  since: string,
) {
  const hour = sql<string>`substr(created_at, 1, 13)`;
  let q = db
    .selectFrom(table)
    .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', since);
  if (table === 'redemptions') q = q.where('status', '!=', 'reserved');
  return (await q.groupBy(hour).execute()).map((r) => ({ hour: r.hour, n: Number(r.n) }));
}

/** The counts of right now: active subscribers and the work waiting for staff. */
async function currentCounts(db: DB, nowIso: string) {
  const [active, waitingDaily, waitingChallenge, waitingRedemptions, running] = await Promise.all([
    count(
      db
        .selectFrom('subscribers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('suspended_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'active'),
            eb.and([eb('status', '=', 'trial'), eb('trial_ends_at', '>', nowIso)]),
          ]),
        ),
    ),
    count(
      db
        .selectFrom('daily_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'Submitted'),
    ),
    count(
      db
        .selectFrom('challenge_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'Submitted'),
    ),
    count(
      db
        .selectFrom('redemptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', ['requested', 'processing']),
    ),
    count(
      db
        .selectFrom('tournaments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.or([eb('status', '=', TOURNAMENT_STATUS.inProgress), eb('is_running', '=', 1)]))
        .where('status', '<', TOURNAMENT_STATUS.ended),
    ),
  ]);
  return {
    activeSubscribers: active,
    entriesWaiting: waitingDaily + waitingChallenge,
    redemptionsWaiting: waitingRedemptions,
    tournamentsRunning: running,
  };
}

export async function overview(db: DB, now: Date, timeZone: string) {
  const today = dayOf(now, timeZone);
  const days = Array.from({ length: SERIES_DAYS }, (_, i) => addDays(today, i - SERIES_DAYS + 1));
  // A day and a half of margin covers any provider time zone's offset from UTC.
  const since = new Date(now.getTime() - (SERIES_DAYS + 1.5) * 86_400_000).toISOString();
  const bucket = (rows: { hour: string; n: number }[]) => {
    const out = new Map(days.map((d) => [d, 0]));
    for (const r of rows) {
      const day = dayOf(new Date(`${r.hour}:00:00.000Z`), timeZone);
      if (out.has(day)) out.set(day, (out.get(day) ?? 0) + r.n);
    }
    return days.map((d) => out.get(d) ?? 0);
  };
  const [signUps, daily, challenge, redemptions, waiting] = await Promise.all([
    perHour(db, 'subscribers', since),
    perHour(db, 'daily_entries', since),
    perHour(db, 'challenge_entries', since),
    perHour(db, 'redemptions', since),
    currentCounts(db, now.toISOString()),
  ]);
  const signUpSeries = bucket(signUps);
  const dailySeries = bucket(daily);
  const challengeSeries = bucket(challenge);
  return {
    today,
    signUps: signUpSeries[signUpSeries.length - 1] ?? 0,
    ...waiting,
    series: {
      days,
      signUps: signUpSeries,
      entries: dailySeries.map((n, i) => n + (challengeSeries[i] ?? 0)),
      redemptions: bucket(redemptions),
    },
  };
}
