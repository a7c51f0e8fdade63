// Entity shapes as the api sends them. Field names (and their spellings) are the product's.
import { Type, type Static } from '@sinclair/typebox';
import { PlayerState } from './bracket';
import { Flag, Int, Literals, Nullable } from './common';

const N = Type.Number();
const S = Type.String();
const NS = Nullable(Type.String());
/**
 * An operator-authored text in Urdu beside its English field (`nameUr` beside `name`): shown to a
 * subscriber reading in Urdu; null when the operator gave none (the English text is shown).
 */
const UR = Type.Optional(NS);

export const Gender = Literals('male', 'female');
export type Gender = Static<typeof Gender>;

export const Profile = Type.Object({
  name: S,
  username: S,
  profileImage: NS,
  email: S,
  gender: Nullable(Gender),
  bio: S,
  /** Day-month-year ('DD-MM-YYYY'); the screens show it reversed as YYYY-MM-DD. */
  dateOfBirth: NS,
  phone: S,
  total_tournament: N,
  completed_tasks_total: N,
  credits: N,
  items_redeemed: N,
  /** Tournament prize money in the money wallet, in paisa (never credits). */
  prize_money_paisa: N,
  /** Credits held for redemptions not claimed yet (redemption holds); not in `credits`. */
  credits_held: Type.Optional(N),
});
export type Profile = Static<typeof Profile>;

export const StreakData = Type.Object({
  /** Current streak day, 1..30. */
  active_streak: N,
  /** The day that can be claimed: active_streak while today is unclaimed, else tomorrow's day. */
  streak_to_claim: N,
  amount_to_claim: N,
  /** True once today's day has been claimed. */
  rewardClaimed: Type.Boolean(),
  gameId: Nullable(N),
});
export type StreakData = Static<typeof StreakData>;

/** Mirrors the session-storage key activeDayData. */
export const ActiveDayData = Type.Object({ active_streak: N, gameId: Nullable(N), active_day: N });
export type ActiveDayData = Static<typeof ActiveDayData>;

export const EntryStatus = Literals('Not submitted', 'Submitted', 'Approved', 'Rejected');
export type EntryStatus = Static<typeof EntryStatus>;

export const DailyChallenge = Type.Object({
  challengeId: N,
  name: S,
  nameUr: UR,
  prize: N,
  /** Where today's entry stands: one entry a day, whichever game's task it was sent for. */
  entryStatus: EntryStatus,
  /** The challenge today's entry was sent for (this one or another game's); null before it. */
  entryChallengeId: Nullable(N),
  /** Spelt so: 1 = archived. */
  archieved: Flag,
  challenge_thumbnail: NS,
});
export type DailyChallenge = Static<typeof DailyChallenge>;

/** A game of the daily-task list (GET /v1/daily-challenges/games). */
export const Game = Type.Object({
  name: S,
  nameUr: UR,
  gameId: N,
  thumbnail: NS,
  /** Daily task games: 1 when today's task is open, 0 when there is none (or it is archived). */
  task_today: Type.Optional(Flag),
});
export type Game = Static<typeof Game>;

/** A game with challenges (POST /v1/challenges/games); `game` is its name. */
export const DailyGame = Type.Object({ id: N, gameId: N, game: S, nameUr: UR, thumbnail: NS });
export type DailyGame = Static<typeof DailyGame>;

export const EslGame = Type.Object({
  gameId: N,
  game_name: S,
  nameUr: UR,
  game_unique_id: S,
  /** 1 = active. */
  game_status: N,
  thumbnail: NS,
});
export type EslGame = Static<typeof EslGame>;

export const GameChallenge = Type.Object({
  challengeId: N,
  id: N,
  challengeName: S,
  nameUr: UR,
  objective: S,
  objectiveUr: UR,
  prize: N,
  challengeThumbnail: NS,
  /** 1 = already claimed (for level games: passed today). */
  makeEntry: Flag,
  /**
   * A screenshot challenge's entry as reviewed: pending (waiting for review), approved (its prize
   * paid) or rejected; null without an entry and for level challenges. Optional: an api from before
   * it sends none.
   */
  entryStatus: Type.Optional(
    Nullable(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')])),
  ),
  /**
   * 1 = an Aim Train level played today (begun in the game, or finished) and not passed: played once
   * a day, it cannot be played again until tomorrow. Optional: an api from before it sends none (read
   * as 0).
   */
  playedToday: Type.Optional(Flag),
  /** 0 = active. */
  archived: Flag,
  /** Level number for in-house level games (Aim Train, Puzzle Mania); null for screenshot challenges. */
  game_level: Nullable(N),
});
export type GameChallenge = Static<typeof GameChallenge>;

export const GameChallengesData = Type.Object({
  game: Type.Composite([DailyGame, Type.Object({ game_unique_id: NS })]),
  challenges: Type.Array(GameChallenge),
});
export type GameChallengesData = Static<typeof GameChallengesData>;

/** The caller's own entry (entries never list other subscribers). */
export const TournamentEntry = Type.Object({
  pubg_id: NS,
  pubg_nick: NS,
  checked_in: Type.Boolean(),
  /** Final place (1-3) once results are in, else null. */
  place: Nullable(N),
});
export type TournamentEntry = Static<typeof TournamentEntry>;

export const TournamentType = Literals('Credits', 'Cash');
export type TournamentType = Static<typeof TournamentType>;

export const Tournament = Type.Object({
  tourn_id: N,
  id: N,
  Id: N,
  tourn_name: S,
  nameUr: UR,
  thumbnail: NS,
  /** 'YYYY-MM-DD hh:mm am/pm' in the provider's time zone, or '' (shown as 'N/A'). */
  time: S,
  /** 1 open, 2 in progress, 3 ended, 4 ended (ESL list). */
  status: N,
  is_running: Flag,
  prize: N,
  second_prize: N,
  third_prize: N,
  entryFee: N,
  isEntryFree: Flag,
  total_checkin: N,
  banner: NS,
  platform: S,
  /** Same format as `time`. */
  timeStart: S,
  timeEnd: S,
  UIDCheck: Flag,
  tourn_type: TournamentType,
  game_name: S,
  is_esl: Flag,
  entries: Type.Array(TournamentEntry),
  /** Currency of the three prizes (the money wallet holds rupee prizes). */
  prize_currency: Type.Optional(Literals('credits', 'rupees')),
  /** 'match': the semi-final losers play for third; 'shared': both share third. */
  third_place: Type.Optional(Literals('match', 'shared')),
  /** The caller's state once they entered (next match, eliminated, champion...), else null. */
  player: Type.Optional(Nullable(PlayerState)),
});
export type Tournament = Static<typeof Tournament>;

export const Reward = Type.Object({ id: N, name: S, nameUr: UR, credits: N, id_require: Flag });
export type Reward = Static<typeof Reward>;

/** `name` is the reward's. */
export const RedeemResult = Type.Object({ item: N, uuid: S, name: S, nameUr: UR, tel: S, id_require: Flag });
export type RedeemResult = Static<typeof RedeemResult>;

/** Where a redemption stands: held, claimed (requested), being handled, or closed. */
export const RedemptionStatus = Literals(
  'reserved',
  'requested',
  'processing',
  'fulfilled',
  'cancelled',
  'refunded',
);
export type RedemptionStatus = Static<typeof RedemptionStatus>;

/** One of the subscriber's redemptions ('My redemptions'); a reserved one can still be claimed. */
export const Redemption = Type.Composite([
  RedeemResult,
  Type.Object({
    credits: N,
    status: RedemptionStatus,
    created_at: S,
    /** Until when a reserved hold can be claimed; null once it is no longer reserved. */
    expires_at: NS,
  }),
]);
export type Redemption = Static<typeof Redemption>;

export const LeaderboardEntry = Type.Object({
  name: S,
  username: S,
  profileImage: NS,
  score: N,
  total_tournaments: N,
  redeemed_items: N,
  total_challenges: N,
  /** 1 on the row of the subscriber asking. */
  is_viewer: Type.Optional(Type.Literal(1)),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

export const CompletedTask = Type.Object({
  challenge_uuid: S,
  challenge_name: S,
  nameUr: UR,
  prize: N,
  thumbnail: NS,
  /** The game the task belongs to. */
  game: Type.Optional(S),
  gameUr: UR,
  /** Screenshot entries are reviewed: waiting, credited, or refused with the reviewer's reason. */
  status: Type.Optional(
    Type.Union([Type.Literal('approved'), Type.Literal('pending'), Type.Literal('rejected')]),
  ),
  reason: Type.Optional(NS),
});
export type CompletedTask = Static<typeof CompletedTask>;

export const HighlightGame = Type.Object({ id: N, gameId: N, game: S, nameUr: UR });
export type HighlightGame = Static<typeof HighlightGame>;

export const Video = Type.Object({
  id: N,
  title: S,
  titleUr: UR,
  link: S,
  thumbnail: NS,
  game: S,
  gameUr: UR,
});
export type Video = Static<typeof Video>;

/** Routing state of /aim-train and /puzzle-mania, and the play-start body. */
export const GameLevelSession = Type.Object({
  game_unique_id: Type.String({ minLength: 1, maxLength: 64 }),
  game_name: Type.String({ maxLength: 64 }),
  game_level: Type.Integer({ minimum: 1, maximum: 100 }),
  level_credits: Int(),
});
export type GameLevelSession = Static<typeof GameLevelSession>;

/** Front-end only shapes (never on the wire). */
export interface PromoSlide {
  id: number;
  image: string;
  title: string;
  buttonText: string;
  navigateTo: string;
}

export interface PuzzleTile {
  id: number;
  rotation: 0 | 1 | 2 | 3;
  backgroundPosition: string;
}
