import type { FastifyInstance } from 'fastify';
import { addDays, dayOf } from '../lib/day.ts';
import { streakCredits } from '../lib/streak.ts';
import { seedLiveKnockout } from './seed-live-knockout.ts';

// Demo data that makes every screen meaningful. Runs only when the database has no games.
// Demo subscribers are listed in api/README.md.

export const DEMO_SUBSCRIBER = '03001234567';
export const DEMO_PLAYERS = 24; // 03000000001 .. 03000000024

const GAMES = [
  { name: 'PUBG Mobile', daily_tasks: 1, challenges: 1, highlights: 1 },
  { name: 'Free Fire', daily_tasks: 1, challenges: 1, highlights: 1 },
  { name: 'Call of Duty', daily_tasks: 1, challenges: 1, highlights: 1 },
  { name: 'Clash Royale', daily_tasks: 1, challenges: 0, highlights: 0 },
  { name: 'Aim Train', game_unique_id: 'aim-train', is_esl: 1, game_status: 1, challenges: 1, highlights: 1 },
  {
    name: 'Puzzle Mania',
    game_unique_id: 'puzzle-mania',
    is_esl: 1,
    game_status: 1,
    challenges: 1,
    highlights: 0,
  },
  {
    name: 'Cannon Clash',
    game_unique_id: 'cannon-clash',
    is_esl: 1,
    game_status: 1,
    challenges: 0,
    highlights: 1,
  },
  {
    name: 'Minecraft',
    game_unique_id: 'minecraft-builder',
    is_esl: 1,
    game_status: 0,
    challenges: 0,
    highlights: 0,
  },
] as const;

export const GAME_IDS = {
  pubg: 1,
  freefire: 2,
  cod: 3,
  clashRoyale: 4,
  aimTrain: 5,
  puzzle: 6,
  cannon: 7,
  minecraft: 8,
} as const;

const REWARDS: [string, number, number][] = [
  ['PUBG Mobile 60 UC', 500, 1],
  ['PUBG Mobile 325 UC', 2500, 1],
  ['PUBG Mobile 660 UC', 5000, 1],
  ['Free Fire 100 Diamonds', 600, 0],
  ['Free Fire 310 Diamonds', 1800, 0],
  ['Gaming Mouse', 3000, 0],
  ['Gaming Headset', 6000, 0],
  ['Mechanical Keyboard', 8000, 0],
  ['Mobile Gaming Triggers', 1200, 0],
  ['Mobile Game Controller', 7000, 0],
  ['Gaming Mouse Pad', 900, 0],
  ['Phone Cooling Fan', 2000, 0],
  ['Power Bank 10000 mAh', 4000, 0],
  ['PUBG Mobile 1800 UC', 12000, 1],
  ['Bluetooth Earbuds', 5000, 0],
];

const PLAYER_NAMES = [
  'Ali Raza',
  'Ayesha Khan',
  'Hamza Sheikh',
  'Fatima Noor',
  'Usman Tariq',
  'Zainab Ali',
  'Bilal Ahmed',
  'Hira Malik',
  'Saad Qureshi',
  'Mahnoor Aslam',
  'Danish Iqbal',
  'Sana Javed',
  'Hassan Mirza',
  'Iqra Aziz',
  'Faisal Butt',
  'Maryam Shah',
  'Umer Farooq',
  'Noor Fatima',
  'Kashif Anwar',
  'Rabia Yousuf',
  'Shahzaib Khan',
  'Areeba Haider',
  'Taimoor Ali',
  'Laiba Zafar',
];

export async function seedDemo(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const existing = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return;
  const now = app.clock.now();
  const nowIso = now.toISOString();
  const tz = app.config.timeZone;
  const today = dayOf(now, tz);
  const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3600_000).toISOString();

  await db.transaction().execute(async (tx) => {
    let sort = 0;
    for (const g of GAMES) {
      await tx
        .insertInto('games')
        .values({
          name: g.name,
          thumbnail: null,
          game_unique_id: 'game_unique_id' in g ? g.game_unique_id : null,
          is_esl: 'is_esl' in g ? g.is_esl : 0,
          game_status: 'game_status' in g ? g.game_status : 1,
          daily_tasks: 'daily_tasks' in g ? g.daily_tasks : 0,
          challenges: g.challenges,
          highlights: g.highlights,
          sort: sort++,
        })
        .execute();
    }

    const daily: [number, string, number, number][] = [
      [GAME_IDS.pubg, 'Win a Classic match in Erangel', 30, 0],
      [GAME_IDS.pubg, 'Get 5 kills in one match', 20, 0],
      [GAME_IDS.pubg, 'Survive to the top 10', 15, 0],
      [GAME_IDS.freefire, 'Get a Booyah in Battle Royale', 30, 0],
      [GAME_IDS.freefire, 'Deal 1,500 damage in one match', 20, 0],
      [GAME_IDS.cod, 'Win a Team Deathmatch', 25, 0],
      [GAME_IDS.cod, 'Get a 5 kill streak', 20, 0],
      [GAME_IDS.clashRoyale, 'Win 3 battles in a row', 25, 1],
    ];
    for (const [game_id, name, prize, archived] of daily) {
      await tx
        .insertInto('daily_challenges')
        .values({ game_id, name, prize, thumbnail: null, archived })
        .execute();
    }

    const challenges: {
      game_id: number;
      name: string;
      objective: string;
      prize: number;
      archived: number;
      level: number | null;
    }[] = [
      {
        game_id: GAME_IDS.pubg,
        name: 'Chicken Dinner',
        objective: 'Win a Classic match and upload the result screen',
        prize: 50,
        archived: 0,
        level: null,
      },
      {
        game_id: GAME_IDS.pubg,
        name: 'Sharpshooter',
        objective: 'Get 3 headshot kills in one match',
        prize: 30,
        archived: 0,
        level: null,
      },
      {
        game_id: GAME_IDS.pubg,
        name: 'Medic',
        objective: 'Revive 2 teammates in one match',
        prize: 20,
        archived: 0,
        level: null,
      },
      {
        game_id: GAME_IDS.freefire,
        name: 'Booyah Hunter',
        objective: 'Get a Booyah and upload the result screen',
        prize: 50,
        archived: 0,
        level: null,
      },
      {
        game_id: GAME_IDS.freefire,
        name: 'Gloo Wall Master',
        objective: 'Win a Clash Squad round',
        prize: 25,
        archived: 0,
        level: null,
      },
      {
        game_id: GAME_IDS.cod,
        name: 'MVP',
        objective: 'Finish a multiplayer match as MVP',
        prize: 40,
        archived: 0,
        level: null,
      },
      {
        game_id: GAME_IDS.cod,
        name: 'Season Opener',
        objective: 'Play a ranked match in season 1',
        prize: 20,
        archived: 1,
        level: null,
      },
    ];
    for (let n = 1; n <= 25; n++) {
      challenges.push({
        game_id: GAME_IDS.aimTrain,
        name: `Pass Level ${n}`,
        objective: `Pass level ${n} of Aim Train`,
        prize: 10,
        archived: 0,
        level: n,
      });
    }
    const puzzle: [string, number, number][] = [
      ['Easy (3x3)', 18, 10],
      ['Medium (4x4)', 25, 15],
      ['Hard (5x5)', 30, 20],
    ];
    puzzle.forEach(([grid, moves, prize], i) =>
      challenges.push({
        game_id: GAME_IDS.puzzle,
        name: `Level ${i + 1}: ${grid}`,
        objective: `Solve the ${grid.split(' ')[0]?.toLowerCase()} puzzle within ${moves} moves`,
        prize,
        archived: 0,
        level: i + 1,
      }),
    );
    for (const c of challenges)
      await tx
        .insertInto('game_challenges')
        .values({ ...c, thumbnail: null })
        .execute();

    for (const [i, [name, credits, id_require]] of REWARDS.entries()) {
      await tx
        .insertInto('rewards')
        .values({ id: i + 1, name, credits, id_require })
        .execute();
    }

    const videos: [number, string, string][] = [
      [
        GAME_IDS.pubg,
        'PUBG Mobile: clutch 1v4 in the final circle',
        'https://www.youtube.com/watch?v=pzpubg00001',
      ],
      [
        GAME_IDS.pubg,
        'PUBG Mobile: weekly tournament final highlights',
        'https://www.youtube.com/watch?v=pzpubg00002',
      ],
      [GAME_IDS.freefire, 'Free Fire: Booyah with 15 kills', 'https://www.youtube.com/watch?v=pzfreefire1'],
      [GAME_IDS.freefire, 'Free Fire: Clash Squad comeback', 'https://www.youtube.com/watch?v=pzfreefire2'],
      [GAME_IDS.cod, 'Call of Duty: nuke streak on Nuketown', 'https://www.youtube.com/watch?v=pzcodmobil1'],
      [GAME_IDS.aimTrain, 'Aim Train: level 25 perfect run', 'https://www.youtube.com/watch?v=pzaimtrain1'],
      [
        GAME_IDS.cannon,
        'Cannon Clash: final of the weekly knockout',
        'https://www.youtube.com/watch?v=pzcannon001',
      ],
      [
        GAME_IDS.cannon,
        'Cannon Clash: centre tower in 40 seconds',
        'https://www.youtube.com/watch?v=pzcannon002',
      ],
    ];
    for (const [game_id, title, link] of videos)
      await tx.insertInto('videos').values({ game_id, title, link, thumbnail: null }).execute();

    const tournaments = [
      {
        name: 'PUBG Mobile Weekly Showdown',
        game: GAME_IDS.pubg,
        game_name: 'PUBG Mobile',
        is_esl: 0,
        status: 1,
        is_running: 0,
        prize: 5000,
        second_prize: 3000,
        third_prize: 1000,
        entry_fee: 0,
        tourn_type: 'Cash',
        uid_check: 1,
        start: 72,
      },
      {
        name: 'Free Fire Clash Squad Cup',
        game: GAME_IDS.freefire,
        game_name: 'Free Fire',
        is_esl: 0,
        status: 1,
        is_running: 0,
        prize: 3000,
        second_prize: 1500,
        third_prize: 500,
        entry_fee: 50,
        tourn_type: 'Cash',
        uid_check: 1,
        start: 48,
      },
      {
        name: 'Clash Royale Credits Cup',
        game: GAME_IDS.clashRoyale,
        game_name: 'Clash Royale',
        is_esl: 0,
        status: 1,
        is_running: 0,
        prize: 1000,
        second_prize: 500,
        third_prize: 250,
        entry_fee: 0,
        tourn_type: 'Credits',
        uid_check: 0,
        start: 30,
      },
      {
        name: 'Call of Duty Sunday Cup',
        game: GAME_IDS.cod,
        game_name: 'Call of Duty',
        is_esl: 0,
        status: 2,
        is_running: 0,
        prize: 4000,
        second_prize: 2000,
        third_prize: 1000,
        entry_fee: 0,
        tourn_type: 'Cash',
        uid_check: 1,
        start: 3,
      },
      {
        name: 'PUBG Mobile Night Live',
        game: GAME_IDS.pubg,
        game_name: 'PUBG Mobile',
        is_esl: 0,
        status: 2,
        is_running: 1,
        prize: 2500,
        second_prize: 1200,
        third_prize: 600,
        entry_fee: 20,
        tourn_type: 'Credits',
        uid_check: 1,
        start: -1,
      },
      {
        name: 'Free Fire Legends',
        game: GAME_IDS.freefire,
        game_name: 'Free Fire',
        is_esl: 0,
        status: 3,
        is_running: 0,
        prize: 2000,
        second_prize: 1000,
        third_prize: 500,
        entry_fee: 0,
        tourn_type: 'Credits',
        uid_check: 1,
        start: -96,
      },
      {
        name: 'Cannon Clash Weekly Knockout',
        game: GAME_IDS.cannon,
        game_name: 'Cannon Clash',
        is_esl: 1,
        status: 1,
        is_running: 0,
        prize: 1500,
        second_prize: 750,
        third_prize: 300,
        entry_fee: 0,
        tourn_type: 'Credits',
        uid_check: 0,
        start: 26,
      },
      {
        name: 'Cannon Clash Live Knockout',
        game: GAME_IDS.cannon,
        game_name: 'Cannon Clash',
        is_esl: 1,
        status: 2,
        is_running: 1,
        prize: 1000,
        second_prize: 500,
        third_prize: 250,
        entry_fee: 0,
        tourn_type: 'Credits',
        uid_check: 0,
        start: -0.5,
      },
      {
        name: 'Cannon Clash Season Opener',
        game: GAME_IDS.cannon,
        game_name: 'Cannon Clash',
        is_esl: 1,
        status: 4,
        is_running: 0,
        prize: 2000,
        second_prize: 1000,
        third_prize: 500,
        entry_fee: 0,
        tourn_type: 'Credits',
        uid_check: 0,
        start: -170,
      },
      {
        name: 'Aim Train Speed Cup',
        game: GAME_IDS.aimTrain,
        game_name: 'Aim Train',
        is_esl: 1,
        status: 1,
        is_running: 0,
        prize: 800,
        second_prize: 400,
        third_prize: 200,
        entry_fee: 10,
        tourn_type: 'Credits',
        uid_check: 0,
        start: 50,
      },
    ];
    for (const t of tournaments) {
      await tx
        .insertInto('tournaments')
        .values({
          name: t.name,
          game_id: t.game,
          game_name: t.game_name,
          thumbnail: null,
          banner: null,
          platform: 'Mobile',
          is_esl: t.is_esl,
          status: t.status,
          is_running: t.is_running,
          prize: t.prize,
          second_prize: t.second_prize,
          third_prize: t.third_prize,
          entry_fee: t.entry_fee,
          tourn_type: t.tourn_type,
          uid_check: t.uid_check,
          time_start: hoursFromNow(t.start),
          time_end: hoursFromNow(t.start + 3),
          created_at: nowIso,
        })
        .execute();
    }

    // Subscribers: the demo subscriber plus the leaderboard's players.
    const people = [
      { phone: `92${DEMO_SUBSCRIBER.slice(1)}`, name: 'Demo Player', username: 'demoplayer' },
      ...PLAYER_NAMES.map((name, i) => ({
        phone: `92${`0300000${String(i + 1).padStart(4, '0')}`.slice(1)}`,
        name,
        username: name.toLowerCase().replace(/\s+/g, '_'),
      })),
    ];
    const ids: number[] = [];
    for (const p of people) {
      const row = await tx
        .insertInto('subscribers')
        .values({
          phone: p.phone,
          sub_type: 'prepaid',
          status: 'active',
          trial_ends_at: null,
          subscribed_at: nowIso,
          ref_version: 1,
          name: p.name,
          username: p.username,
          email: `${p.username}@example.com`,
          gender: null,
          bio: '',
          created_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }

    const credit = async (sid: number, delta: number, reason: string, ref: string, at = nowIso) => {
      await tx
        .insertInto('ledger')
        .values({ subscriber_id: sid, delta, reason, ref_key: ref, created_at: at })
        .execute();
    };
    for (const [i, sid] of ids.entries()) {
      let balance = 0;
      if (i === 0) {
        // The demo subscriber: two approved daily tasks, an approved challenge, a 2-day streak up to yesterday.
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
          const prize = daily[cid - 1]?.[2] ?? 0;
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
        balance += 1500;
      } else {
        const earned = 5200 - i * 170;
        await credit(sid, earned, 'tournament-prize', 'seed:earned');
        balance += earned;
        if (i % 3 === 0) {
          await tx
            .insertInto('redemptions')
            .values({
              uuid: `seed-${sid}`,
              subscriber_id: sid,
              reward_id: 1,
              credits: 500,
              name: people[i]?.name ?? '',
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
        for (let k = 0; k < (i % 4) + 1; k++) await credit(sid, 10, 'game-level', `seed:level:${k}`);
        balance += ((i % 4) + 1) * 10;
      }
      await tx.insertInto('wallets').values({ subscriber_id: sid, balance }).execute();
    }

    // Entries: the ended and running tournaments have players; the demo subscriber is in the live Cannon Clash one.
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
          created_at: nowIso,
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
  });
}
