import { TOURNAMENT_STATUS } from '../tournament-engine/timing.ts';
import type { DemoContext } from './context.ts';
import { GAME_IDS } from './games.ts';
import { urdu } from './urdu.ts';

// Ten tournaments, timed from now (hours): open, running, ended and ESL ones. Ids follow this order.
// A 'Cash' tournament's prizes are rupees, a 'Credits' one's credits (tournament-engine rule 10).
// An ended one, and the live weekly one, is written as it was before its draw (open, registration
// opened a week before its start); its players check in (tournament-entries.ts) and the engine
// plays it to the status listed here: to its end (ended-knockouts.ts), or to its round 1 in play
// now (live-weekly.ts). The live Cannon Clash one's rounds are written as such (live-knockout.ts).
// An upcoming one (open, its start ahead) is drawn by the running engine an hour before its start.

const TOURNAMENTS = [
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
    prize_currency: 'rupees',
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
    prize_currency: 'rupees',
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
    prize_currency: 'credits',
    uid_check: 0,
    start: 30,
  },
  {
    name: 'Call of Duty Sunday Cup',
    game: GAME_IDS.cod,
    game_name: 'Call of Duty',
    is_esl: 0,
    status: 1,
    is_running: 0,
    prize: 4000,
    second_prize: 2000,
    third_prize: 1000,
    entry_fee: 0,
    tourn_type: 'Cash',
    prize_currency: 'rupees',
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
    liveWeekly: true,
    prize: 2500,
    second_prize: 1200,
    third_prize: 600,
    entry_fee: 20,
    tourn_type: 'Credits',
    prize_currency: 'credits',
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
    prize_currency: 'credits',
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
    prize_currency: 'credits',
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
    prize_currency: 'credits',
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
    prize_currency: 'credits',
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
    prize_currency: 'credits',
    uid_check: 0,
    start: 50,
  },
];

const hasEnded = (status: number) =>
  status === TOURNAMENT_STATUS.ended || status === TOURNAMENT_STATUS.endedEsl;

/** Written before its draw: the engine plays it while seeding (to its end, or to now). */
const playedBySeed = (t: (typeof TOURNAMENTS)[number]) => hasEnded(t.status) || t.liveWeekly === true;

/** The ended tournaments (their ids, names, start in hours from now and the status they end in). */
export const ENDED_KNOCKOUTS = TOURNAMENTS.flatMap((t, i) =>
  hasEnded(t.status) ? [{ id: i + 1, name: t.name, start: t.start, status: t.status }] : [],
);

/** The live weekly knockouts (ids, names, start in hours from now), running their round 1 now. */
export const LIVE_WEEKLIES = TOURNAMENTS.flatMap((t, i) =>
  t.liveWeekly === true ? [{ id: i + 1, name: t.name, start: t.start }] : [],
);

export async function seedTournaments({ tx, nowIso, hoursFromNow }: DemoContext): Promise<void> {
  for (const t of TOURNAMENTS) {
    const beforeDraw = playedBySeed(t);
    await tx
      .insertInto('tournaments')
      .values({
        name: t.name,
        name_ur: urdu(t.name),
        game_id: t.game,
        game_name: t.game_name,
        thumbnail: null,
        banner: null,
        platform: 'Mobile',
        is_esl: t.is_esl,
        status: beforeDraw ? TOURNAMENT_STATUS.open : t.status,
        is_running: beforeDraw ? 0 : t.is_running,
        prize: t.prize,
        second_prize: t.second_prize,
        third_prize: t.third_prize,
        entry_fee: t.entry_fee,
        tourn_type: t.tourn_type,
        prize_currency: t.prize_currency,
        uid_check: t.uid_check,
        time_start: hoursFromNow(t.start),
        time_end: hoursFromNow(t.start + 3),
        created_at: beforeDraw ? hoursFromNow(t.start - 7 * 24) : nowIso,
      })
      .execute();
  }
}
