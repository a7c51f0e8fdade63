import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpError } from '../src/lib/errors.ts';
import { move } from '../src/lib/ledger.ts';
import { databases, startApp, type Session, type TestApp } from './helpers.ts';

// The leaderboard, the profile totals and the tournament check-in counts are read from totals the
// database maintains as ledger rows and entries are written. After random sequences of writes
// (credits earned, redemptions, tournament joins, check-ins and check-outs, leaving a tournament,
// unsubscribing) every maintained value must equal a full recomputation from the ledger and the
// entries, and the leaderboard must be exactly the one computed from the whole ledger.

const EARN = ['streak', 'daily-task', 'game-challenge', 'game-level', 'tournament-refund'] as const;

type Command =
  | { kind: 'earn'; who: number; reason: (typeof EARN)[number]; credits: number }
  | { kind: 'redeem'; who: number; credits: number }
  | { kind: 'join'; who: number; tournament: number }
  | { kind: 'checkin'; who: number; tournament: number; checked: 0 | 1 }
  | { kind: 'leave'; who: number; tournament: number }
  | { kind: 'unsubscribe'; who: number };

const PEOPLE = 5;
const who = fc.integer({ min: 0, max: PEOPLE - 1 });
const tournament = fc.integer({ min: 0, max: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('earn' as const),
    who,
    reason: fc.constantFrom(...EARN),
    credits: fc.constantFrom(5, 10, 15), // few values: ties in score are common
  }),
  fc.record({ kind: fc.constant('redeem' as const), who, credits: fc.constantFrom(5, 20) }),
  fc.record({ kind: fc.constant('join' as const), who, tournament }),
  fc.record({
    kind: fc.constant('checkin' as const),
    who,
    tournament,
    checked: fc.constantFrom(0 as const, 1 as const),
  }),
  fc.record({ kind: fc.constant('leave' as const), who, tournament }),
  fc.record({ kind: fc.constant('unsubscribe' as const), who }),
);

async function apply(t: TestApp, people: Session[], tournaments: number[], c: Command, step: number) {
  const db = t.app.db;
  const id = (people[c.who] as Session).id;
  const at = new Date().toISOString();
  if (c.kind === 'earn' || c.kind === 'redeem') {
    const earn = c.kind === 'earn';
    try {
      await db.transaction().execute((tx) =>
        move(tx, {
          subscriberId: id,
          delta: earn ? c.credits : -c.credits,
          reason: earn ? c.reason : 'redemption',
          refKey: `prop:${step}:${Math.random()}`,
          at,
        }),
      );
    } catch (err) {
      // A redemption the balance cannot pay is refused and must leave no trace.
      if (!(err instanceof HttpError && err.statusCode === 400)) throw err;
    }
    return;
  }
  if (c.kind === 'unsubscribe') {
    await db.updateTable('subscribers').set({ status: 'unsubscribed' }).where('id', '=', id).execute();
    return;
  }
  const tid = tournaments[c.tournament] as number;
  const entry = db
    .selectFrom('tournament_entries')
    .select('id')
    .where('tournament_id', '=', tid)
    .where('subscriber_id', '=', id);
  if (c.kind === 'join') {
    if (await entry.executeTakeFirst()) return;
    await db
      .insertInto('tournament_entries')
      .values({
        tournament_id: tid,
        subscriber_id: id,
        pubg_id: null,
        pubg_nick: 'p',
        email: null,
        checked_in: 1,
        place: null,
        created_at: at,
      })
      .execute();
  } else if (c.kind === 'checkin') {
    await db
      .updateTable('tournament_entries')
      .set({ checked_in: c.checked })
      .where('tournament_id', '=', tid)
      .where('subscriber_id', '=', id)
      .execute();
  } else {
    await db
      .deleteFrom('tournament_entries')
      .where('tournament_id', '=', tid)
      .where('subscriber_id', '=', id)
      .execute();
  }
}

/** Everything recomputed from the ledger and the entries, as the reads did before totals existed. */
async function recompute(t: TestApp) {
  const subs = await sql<{
    id: number;
    score: number;
    challenges: number;
    redeemed: number;
    tournaments: number;
  }>`
    select s.id,
      coalesce((select sum(case when delta > 0 and reason not in ('redemption-release', 'redemption-refund', 'tournament-refund') then delta else 0 end) from ledger l where l.subscriber_id = s.id), 0) as score,
      (select count(*) from ledger l where l.subscriber_id = s.id and l.reason in ('daily-task', 'game-challenge', 'game-level')) as challenges,
      (select coalesce(sum(case when l.reason = 'redemption' then 1 when l.reason in ('redemption-release', 'redemption-refund') then -1 else 0 end), 0) from ledger l where l.subscriber_id = s.id) as redeemed,
      (select count(*) from tournament_entries e where e.subscriber_id = s.id) as tournaments
    from subscribers s order by s.id`.execute(t.app.db);
  const tourns = await sql<{ id: number; registrations: number; checkins: number }>`
    select t.id, (select count(*) from tournament_entries e where e.tournament_id = t.id) as registrations,
      (select count(*) from tournament_entries e where e.tournament_id = t.id and e.checked_in = 1) as checkins
    from tournaments t order by t.id`.execute(t.app.db);
  const board = await sql<{
    name: string;
    username: string;
    score: number;
    challenges: number;
    redeemed: number;
    tournaments: number;
  }>`
    select s.name, s.username, l.score, l.challenges, l.redeemed,
      (select count(*) from tournament_entries e where e.subscriber_id = s.id) as tournaments
    from subscribers s join (
      select subscriber_id, sum(case when delta > 0 and reason not in ('redemption-release', 'redemption-refund', 'tournament-refund') then delta else 0 end) as score,
        sum(case when reason in ('daily-task', 'game-challenge', 'game-level') then 1 else 0 end) as challenges,
        sum(case when reason = 'redemption' then 1 when reason in ('redemption-release', 'redemption-refund') then -1 else 0 end) as redeemed
      from ledger group by subscriber_id) l on l.subscriber_id = s.id
    where s.status != 'unsubscribed' order by l.score desc, s.id limit 50`.execute(t.app.db);
  const n = (row: object) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]),
    );
  return {
    subs: subs.rows.map(n),
    tourns: tourns.rows.map(n),
    board: board.rows.map(n).filter((r) => Number(r.score) > 0),
  };
}

async function maintained(t: TestApp) {
  const subs = await sql<{ id: number }>`
    select s.id, coalesce(x.score, 0) as score, coalesce(x.challenges, 0) as challenges,
      coalesce(x.redeemed, 0) as redeemed, coalesce(x.tournaments, 0) as tournaments
    from subscribers s left join subscriber_totals x on x.subscriber_id = s.id order by s.id`.execute(
    t.app.db,
  );
  const tourns = await sql<{ id: number }>`
    select t.id, coalesce(x.registrations, 0) as registrations, coalesce(x.checkins, 0) as checkins
    from tournaments t left join tournament_totals x on x.tournament_id = t.id order by t.id`.execute(
    t.app.db,
  );
  const n = (row: object) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  return { subs: subs.rows.map(n), tourns: tourns.rows.map(n) };
}

describe.each(databases)('maintained totals (%s)', (kind) => {
  let t: TestApp;
  let people: Session[];
  let tournaments: number[];
  let viewer: Session; // signs in to read the leaderboard; never unsubscribed

  beforeAll(async () => {
    t = await startApp(kind);
    people = [];
    for (let i = 0; i < PEOPLE; i++) people.push(await t.login());
    viewer = await t.login();
    // Named, so leaderboard rows with equal scores can be told apart.
    for (const [i, p] of people.entries())
      await t.app.db
        .updateTable('subscribers')
        .set({ username: `prop${i}` })
        .where('id', '=', p.id)
        .execute();
    const rows = await t.app.db.selectFrom('tournaments').select('id').orderBy('id').limit(3).execute();
    tournaments = rows.map((r) => Number(r.id));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('equal a full recomputation after random writes; the leaderboard is the one computed from the ledger', async () => {
    let step = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), async (commands) => {
        for (const c of commands) await apply(t, people, tournaments, c, step++);
        const expected = await recompute(t);
        const actual = await maintained(t);
        expect(actual.subs).toEqual(expected.subs);
        expect(actual.tourns).toEqual(expected.tourns);
        // What subscribers see: the leaderboard (its 2 s cache expired) and each profile.
        await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: 3000 } });
        const board = (await t.call(viewer, { method: 'GET', url: '/api/leaderboard' })).json().data;
        expect(
          board.map((b: Record<string, unknown>) => [
            b.username,
            b.score,
            b.total_challenges,
            b.redeemed_items,
            b.total_tournaments,
          ]),
        ).toEqual(expected.board.map((b) => [b.username, b.score, b.challenges, b.redeemed, b.tournaments]));
        for (const p of people) {
          const res = await t.call(p, { method: 'GET', url: '/api/v1/user/profile' });
          if (res.statusCode !== 200) continue; // an unsubscribed subscriber's token stops working
          const profile = res.json().data;
          const sub = expected.subs.find((s) => s.id === p.id) as Record<string, number>;
          // The profile counts redemptions whose credits are spent for good (claimed ones).
          const claimed = await sql<{ n: number | string }>`select count(*) as n from redemptions
            where subscriber_id = ${p.id} and status in ('requested', 'processing', 'fulfilled')`.execute(
            t.app.db,
          );
          expect([profile.completed_tasks_total, profile.items_redeemed, profile.total_tournament]).toEqual([
            sub.challenges,
            Number(claimed.rows[0]?.n ?? 0),
            sub.tournaments,
          ]);
        }
        const list = (await t.call(viewer, { method: 'GET', url: '/api/v1/tournaments/all' })).json().data;
        for (const item of list) {
          const tr = expected.tourns.find((x) => x.id === item.id) as Record<string, number>;
          expect(item.total_checkin).toBe(tr.checkins);
        }
      }),
      { numRuns: 12 },
    );
  }, 180_000);
});
