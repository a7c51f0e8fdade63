import type { PlayerState } from './bracket';

// Entity shapes of spec section 3, as the api sends them. Field names (and their spellings) are the product's.

export type Gender = 'male' | 'female';

export interface Profile {
  name: string;
  username: string;
  profileImage: string | null;
  email: string;
  gender: Gender | null;
  bio: string;
  /** Day-month-year ('DD-MM-YYYY'); the screens show it reversed as YYYY-MM-DD. */
  dateOfBirth: string | null;
  phone: string;
  total_tournament: number;
  completed_tasks_total: number;
  credits: number;
  items_redeemed: number;
  /** Tournament prize money in the money wallet, in paisa (never credits). */
  prize_money_paisa: number;
}

export interface StreakData {
  /** Current streak day, 1..30. */
  active_streak: number;
  /** The day that can be claimed: active_streak while today is unclaimed, else tomorrow's day. */
  streak_to_claim: number;
  amount_to_claim: number;
  /** True once today's day has been claimed. */
  rewardClaimed: boolean;
  gameId: number | null;
}

/** Mirrors the session-storage key activeDayData. */
export interface ActiveDayData {
  active_streak: number;
  gameId: number | null;
  active_day: number;
}

export type EntryStatus = 'Not submitted' | 'Submitted' | 'Approved' | 'Rejected';

export interface DailyChallenge {
  challengeId: number;
  name: string;
  prize: number;
  entryStatus: EntryStatus;
  /** Spelt so: 1 = archived. */
  archieved: 0 | 1;
  challenge_thumbnail: string | null;
}

/** A game of the daily-task list (GET /v1/daily-challenges/games). */
export interface Game {
  name: string;
  gameId: number;
  thumbnail: string | null;
  /** Daily task games: 1 when today's task is open, 0 when there is none (or it is archived). */
  task_today?: 0 | 1;
}

/** A game with challenges (POST /v1/challenges/games); `game` is its name. */
export interface DailyGame {
  id: number;
  gameId: number;
  game: string;
  thumbnail: string | null;
}

export interface EslGame {
  gameId: number;
  game_name: string;
  game_unique_id: string;
  /** 1 = active. */
  game_status: number;
  thumbnail: string | null;
}

export interface GameChallenge {
  challengeId: number;
  id: number;
  challengeName: string;
  objective: string;
  prize: number;
  challengeThumbnail: string | null;
  /** 1 = already claimed (for level games: passed today). */
  makeEntry: 0 | 1;
  /** 0 = active. */
  archived: 0 | 1;
  /** Level number for in-house level games (Aim Train, Puzzle Mania); null for screenshot challenges. */
  game_level: number | null;
}

export interface GameChallengesData {
  game: DailyGame & { game_unique_id: string | null };
  challenges: GameChallenge[];
}

/** The caller's own entry (entries never list other subscribers). */
export interface TournamentEntry {
  pubg_id: string | null;
  pubg_nick: string | null;
  checked_in: boolean;
  /** Final place (1-3) once results are in, else null. */
  place: number | null;
}

export type TournamentType = 'Credits' | 'Cash';

export interface Tournament {
  tourn_id: number;
  id: number;
  Id: number;
  tourn_name: string;
  thumbnail: string | null;
  /** 'YYYY-MM-DD hh:mm am/pm' in the provider's time zone, or '' (shown as 'N/A'). */
  time: string;
  /** 1 open, 2 in progress, 3 ended, 4 ended (ESL list). */
  status: number;
  is_running: 0 | 1;
  prize: number;
  second_prize: number;
  third_prize: number;
  entryFee: number;
  isEntryFree: 0 | 1;
  total_checkin: number;
  banner: string | null;
  platform: string;
  /** Same format as `time`. */
  timeStart: string;
  timeEnd: string;
  UIDCheck: 0 | 1;
  tourn_type: TournamentType;
  game_name: string;
  is_esl: 0 | 1;
  entries: TournamentEntry[];
  /** Currency of the three prizes (the money wallet holds rupee prizes). */
  prize_currency?: 'credits' | 'rupees';
  /** 'match': the semi-final losers play for third; 'shared': both share third. */
  third_place?: 'match' | 'shared';
  /** The caller's state once they entered (next match, eliminated, champion...), else null. */
  player?: PlayerState | null;
}

export interface Reward {
  id: number;
  name: string;
  credits: number;
  id_require: 0 | 1;
}

export interface RedeemResult {
  item: number;
  uuid: string;
  name: string;
  tel: string;
  id_require: 0 | 1;
}

/** Where a redemption stands: held, claimed (requested), being handled, or closed. */
export type RedemptionStatus =
  'reserved' | 'requested' | 'processing' | 'fulfilled' | 'cancelled' | 'refunded';

/** One of the subscriber's redemptions ('My redemptions'); a reserved one can still be claimed. */
export interface Redemption extends RedeemResult {
  credits: number;
  status: RedemptionStatus;
  created_at: string;
  /** Until when a reserved hold can be claimed; null once it is no longer reserved. */
  expires_at: string | null;
}

export interface LeaderboardEntry {
  name: string;
  username: string;
  profileImage: string | null;
  score: number;
  total_tournaments: number;
  redeemed_items: number;
  total_challenges: number;
  /** 1 on the row of the subscriber asking. */
  is_viewer?: 1;
}

export interface CompletedTask {
  challenge_uuid: string;
  challenge_name: string;
  prize: number;
  thumbnail: string | null;
  /** The game the task belongs to (absent from older apis). */
  game?: string;
  /**
   * Screenshot entries are reviewed: 'pending' while waiting, 'approved' (credited), or 'rejected'
   * with the reviewer's reason (absent from older apis: approved).
   */
  status?: 'approved' | 'pending' | 'rejected';
  reason?: string | null;
}

export interface HighlightGame {
  id: number;
  gameId: number;
  game: string;
}

export interface Video {
  id: number;
  title: string;
  link: string;
  thumbnail: string | null;
  game: string;
}

export interface PromoSlide {
  id: number;
  image: string;
  title: string;
  buttonText: string;
  navigateTo: string;
}

/** Routing state of /aim-train and /puzzle-mania, and the play-start body. */
export interface GameLevelSession {
  game_unique_id: string;
  game_name: string;
  game_level: number;
  level_credits: number;
}

export interface PuzzleTile {
  id: number;
  rotation: 0 | 1 | 2 | 3;
  backgroundPosition: string;
}
