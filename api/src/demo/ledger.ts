import { addDays } from '../lib/day.ts';
import { streakCredits } from '../lib/streak.ts';
import type { DemoContext } from './context.ts';
import { DAILY_CHALLENGES } from './daily-challenges.ts';
import { GAME_IDS } from './games.ts';
import { DEMO_PEOPLE } from './subscribers.ts';

// Each subscriber's credit history: the entries, streak claims and redemptions that earned or
// spent credits, their ledger rows, and the wallet holding the sum of them.

type Credit = (sid: number, delta: number, reason: string, ref: string) => Promise<void>;

const creditWith =
  ({ tx, nowIso }: DemoContext): Credit =>
  async (sid, delta, reason, ref) => {
    await tx
      .insertInto('ledger')
      .values({ subscriber_id: sid, delta, reason, ref_key: ref, created_at: nowIso })
      .execute();
  };

/** The demo subscriber: two approved daily tasks, an approved challenge, a 2-day streak up to yesterday. */
async function demoSubscriberHistory(ctx: DemoContext, credit: Credit, sid: number): Promise<number> {
  const { tx, nowIso, today } = ctx;
  let balance = 0;
  for (const [k, cid] of [1, 4].entries()) {
    const day = addDays(today, -(k + 2));
    const entry = await tx
      .insertInto('daily_entries')
      .values({
        subscriber_id: sid,
        challenge_id: cid,
        day,
        image: 'seed',
        status: 'Approved',
        reason: null,
        created_at: nowIso,
        reviewed_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const prize = DAILY_CHALLENGES[cid - 1]?.[2] ?? 0;
    await credit(sid, prize, 'daily-task', `daily-entry:${entry.id}`);
    balance += prize;
  }
  const ce = await tx
    .insertInto('challenge_entries')
    .values({
      subscriber_id: sid,
      challenge_id: 2,
      image: 'seed',
      status: 'Approved',
      reason: null,
      created_at: nowIso,
      reviewed_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await credit(sid, 30, 'game-challenge', `challenge-entry:${ce.id}`);
  balance += 30;
  for (const [k, d] of [2, 1].entries()) {
    const day = addDays(today, -d);
    await tx
      .insertInto('streak_claims')
      .values({
        subscriber_id: sid,
        day,
        streak_day: k + 1,
        credits: streakCredits(k + 1),
        created_at: nowIso,
      })
      .execute();
    await credit(sid, streakCredits(k + 1), 'streak', `streak:${day}`);
    balance += streakCredits(k + 1);
  }
  await credit(sid, 1500, 'welcome-bonus', 'seed:welcome');
  return balance + 1500;
}

/** A leaderboard player (the i-th person): prizes earned, every third one a redemption, level passes. */
async function playerHistory(ctx: DemoContext, credit: Credit, sid: number, i: number): Promise<number> {
  const { tx, nowIso } = ctx;
  const earned = 5200 - i * 170;
  await credit(sid, earned, 'tournament-prize', 'seed:earned');
  let balance = earned;
  if (i % 3 === 0) {
    await tx
      .insertInto('redemptions')
      .values({
        uuid: `seed-${sid}`,
        subscriber_id: sid,
        reward_id: 1,
        credits: 500,
        name: DEMO_PEOPLE[i]?.name ?? '',
        email: null,
        phone: null,
        pubg_id: '51234567',
        status: 'requested',
        created_at: nowIso,
        claimed_at: nowIso,
        expires_at: null,
        released_at: null,
      })
      .execute();
    await credit(sid, -500, 'redemption', `redeem:seed-${sid}`);
    balance -= 500;
  }
  const passes = (i % 4) + 1;
  for (let level = 1; level <= passes; level++) await passedLevel(ctx, credit, sid, level);
  return balance + passes * 10;
}

/**
 * An Aim Train level passed a few days ago, as a play reports it: the play with its result (which
 * /completed lists) and the prize's ledger row under the play's own key (which the profile's
 * completed tasks count), so the two agree.
 */
async function passedLevel(ctx: DemoContext, credit: Credit, sid: number, level: number): Promise<void> {
  const { tx, nowIso, today } = ctx;
  const day = addDays(today, -(level + 1));
  await tx
    .insertInto('level_plays')
    .values({
      subscriber_id: sid,
      game_id: GAME_IDS.aimTrain,
      level,
      day,
      started_at: nowIso,
      result: '1',
      reported_at: nowIso,
      seed: null,
      began_at: nowIso,
      reaction_mean_ms: null,
      reaction_sd_ms: null,
    })
    .execute();
  await credit(sid, 10, 'game-level', `level:aim-train:${level}:${day}`);
}

/** Writes every subscriber's history and its wallet (`ids` in DEMO_PEOPLE's order). */
export async function seedLedger(ctx: DemoContext, ids: number[]): Promise<void> {
  const credit = creditWith(ctx);
  for (const [i, sid] of ids.entries()) {
    const balance =
      i === 0 ? await demoSubscriberHistory(ctx, credit, sid) : await playerHistory(ctx, credit, sid, i);
    await ctx.tx.insertInto('wallets').values({ subscriber_id: sid, balance }).execute();
  }
}
