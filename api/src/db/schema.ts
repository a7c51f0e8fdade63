import type { Generated, Kysely } from 'kysely';
import type { ChargesTable } from '../billing/schema.ts';

// Timestamps are ISO-8601 UTC strings; days are 'YYYY-MM-DD' in the provider's time zone;
// flags are integers 0/1. The same representation on SQLite and PostgreSQL.

export interface SubscribersTable {
  id: Generated<number>;
  phone: string; // 92XXXXXXXXXX
  sub_type: string; // prepaid | postpaid
  status: string; // trial | active | suspended (a charge failed) | unsubscribed
  trial_ends_at: string | null;
  /** When the next charge is due (the trial's end first); null: not billed (seeded demo players). */
  next_charge_at: Generated<string | null>;
  subscribed_at: string;
  unsubscribed_at: string | null;
  ref_version: number; // bumped on unsubscribe: older references stop working
  partner_phone: string | null;
  game_id: number | null;
  name: string;
  username: string;
  email: string;
  gender: string | null;
  bio: string;
  date_of_birth: string | null; // YYYY-MM-DD
  profile_image: string | null;
  created_at: string;
  /** Set by staff: every sign-in ended, new ones refused until restored. */
  suspended_at: Generated<string | null>;
  suspended_reason: Generated<string | null>;
}

export interface WalletsTable {
  subscriber_id: number;
  balance: number; // CHECK (balance >= 0)
}

export interface LedgerTable {
  id: Generated<number>;
  subscriber_id: number;
  delta: number;
  reason: string;
  ref_key: string | null; // UNIQUE with subscriber_id: a movement that must happen once
  created_at: string;
}

export interface GamesTable {
  id: Generated<number>;
  name: string;
  thumbnail: string | null;
  game_unique_id: string | null;
  is_esl: number;
  game_status: number;
  daily_tasks: number; // offered in the daily-task game selector
  challenges: number; // has game challenges
  highlights: number;
  sort: number;
}

export interface DailyChallengesTable {
  id: Generated<number>;
  game_id: number;
  name: string;
  prize: number;
  thumbnail: string | null;
  archived: number;
}

export interface DailyEntriesTable {
  id: Generated<number>;
  subscriber_id: number;
  challenge_id: number;
  day: string; // UNIQUE (subscriber_id, day)
  image: string;
  status: string; // Submitted | Approved | Rejected
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface GameChallengesTable {
  id: Generated<number>;
  game_id: number;
  name: string;
  objective: string;
  prize: number;
  thumbnail: string | null;
  archived: number;
  level: number | null;
}

export interface ChallengeEntriesTable {
  id: Generated<number>;
  subscriber_id: number;
  challenge_id: number; // UNIQUE (subscriber_id, challenge_id)
  image: string;
  status: string;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface LevelPlaysTable {
  id: Generated<number>;
  subscriber_id: number;
  game_id: number;
  level: number;
  day: string; // UNIQUE (subscriber_id, game_id, level, day)
  started_at: string;
  result: string | null; // null until reported: '1' | '0'
  reported_at: string | null;
  seed: number | null; // issued at play-start; Puzzle Mania: null once the board's result is taken
  began_at: string | null; // Aim Train: when the game page began the level (once)
  reaction_mean_ms: number | null; // Aim Train pass: mean spawn-to-hit time
  reaction_sd_ms: number | null; // Aim Train pass: standard deviation of those times
}

export interface StreakClaimsTable {
  id: Generated<number>;
  subscriber_id: number;
  day: string; // UNIQUE (subscriber_id, day)
  streak_day: number;
  credits: number;
  created_at: string;
}

export interface TournamentsTable {
  id: Generated<number>;
  name: string;
  game_id: number | null;
  game_name: string;
  thumbnail: string | null;
  banner: string | null;
  platform: string;
  is_esl: number;
  status: number;
  is_running: number;
  prize: number;
  second_prize: number;
  third_prize: number;
  entry_fee: number;
  tourn_type: string;
  uid_check: number;
  time_start: string | null;
  time_end: string | null;
  created_at: string;
  /** Tournament engine: drawn | running | finished | cancelled; null until the engine takes it. */
  engine_state: string | null;
  /** Tournament engine: the round being played. */
  engine_round: number | null;
  /** credits | rupees: the currency of prize, second_prize and third_prize (whole units). */
  prize_currency: Generated<string>;
  /** match: a third-place match between the semi-final losers; shared: both get half. */
  third_place: Generated<string>;
  /** Rules text staff write for the tournament. */
  rules: Generated<string | null>;
}

export interface TournamentEntriesTable {
  id: Generated<number>;
  tournament_id: number;
  subscriber_id: number; // UNIQUE (tournament_id, subscriber_id)
  pubg_id: string | null;
  pubg_nick: string | null;
  email: string | null;
  checked_in: number;
  place: number | null;
  created_at: string;
}

export interface TournamentMatchesTable {
  id: Generated<number>;
  tournament_id: number;
  round: number;
  player1_id: number | null;
  player2_id: number | null;
  room_id: string | null;
  room_password: string | null;
  scheduled_at: string | null;
  winner_id: number | null;
  status: string; // scheduled | playing | finished
  created_at: string;
  /** Position in its round (engine-drawn matches); null for operator-made ones. */
  slot: number | null;
  /** room | operator | reports | no-show | double-no-show | abandoned | bye */
  result_source: string | null;
  sms_sent_at: string | null;
  finished_at: string | null;
  /** null: a bracket match; 'third-place': the match for third place beside the final. */
  kind: string | null;
}

/** A paid (or decided) place of a tournament: one row per (tournament, place), ever. */
export interface PrizePlacesTable {
  tournament_id: number;
  place: number;
  decided_by: string; // engine | operator
  created_at: string;
}

/** Prize money, in integer paisa; never credits. */
export interface MoneyWalletsTable {
  subscriber_id: number;
  balance_paisa: number; // CHECK (balance_paisa >= 0)
}

export interface MoneyLedgerTable {
  id: Generated<number>;
  subscriber_id: number;
  delta_paisa: number;
  reason: string;
  ref_key: string; // UNIQUE
  created_at: string;
}

/** The payout outbox: rupee prizes handed to the operator's payout gateway. */
export interface PayoutsTable {
  id: Generated<number>;
  tournament_id: number;
  place: number;
  subscriber_id: number; // UNIQUE (tournament_id, place, subscriber_id)
  amount_paisa: number;
  status: string; // pending | sent | failed
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  gateway_ref: string | null;
  created_at: string;
  updated_at: string;
}

/** One row per named lease: the api instance that may run the tournament scheduler. */
/** Real-user Web Vitals and front-end errors, aggregated per day (migration 0012). */
export interface RumDailyTable {
  day: string;
  metric: string;
  page: string;
  detail: Generated<string>;
  reports: Generated<number>;
  total: Generated<number>;
  good: Generated<number>;
  needs_improvement: Generated<number>;
  poor: Generated<number>;
}

export interface EngineLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface MatchReportsTable {
  id: Generated<number>;
  match_id: number;
  subscriber_id: number; // UNIQUE (match_id, subscriber_id)
  kind: string; // checkin | result
  result_flag: string | null;
  created_at: string;
}

export interface RewardsTable {
  id: number;
  name: string;
  credits: number;
  id_require: number;
}

export interface RedemptionsTable {
  id: Generated<number>;
  uuid: string;
  subscriber_id: number;
  reward_id: number;
  credits: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  pubg_id: string | null;
  /** reserved | requested | processing | fulfilled | cancelled | refunded */
  status: string;
  created_at: string;
  claimed_at: string | null;
  /** When an unclaimed hold is released (status reserved only). */
  expires_at: string | null;
  released_at: string | null;
  /** Why staff cancelled or refunded it. */
  status_reason: Generated<string | null>;
  updated_at: Generated<string | null>;
}

export interface VideosTable {
  id: Generated<number>;
  game_id: number;
  title: string;
  link: string;
  thumbnail: string | null;
}

/** Change counters of the cached reads (see lib/read-cache.ts). */
export interface ReadVersionsTable {
  name: string;
  version: number | string;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  body: string;
  created_at: string;
  /** queued | sent | failed: written by the delivery side; staff re-queue failed ones. */
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: Generated<string | null>;
  sent_at: Generated<string | null>;
}

export interface EslSessionsTable {
  id: string;
  subscriber_id: number;
  game_id: number;
  started_at: string;
  ended_at: string | null;
}

export interface SignInCodesTable {
  id: string; // random, opaque: the code form's hidden challenge
  phone: string;
  sub_type: string;
  partner: number; // 1: the partner option was chosen
  code_hash: string; // HMAC of the code, never the code
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: string; // random, opaque: the access token's sid claim
  subscriber_id: number;
  ref_version: number; // the subscriber's ref_version at sign-in
  gn: number; // partner session (signed in through the partner option)
  created_at: string;
  revoked_at: string | null;
}

/** Kept by database triggers on ledger and tournament_entries (migration 0009); never written by code. */
export interface SubscriberTotalsTable {
  subscriber_id: number;
  score: number; // sum of positive ledger deltas, less credits given back
  challenges: number; // ledger rows: daily-task, game-challenge, game-level
  redeemed: number; // ledger rows: redemption, less released or refunded ones
  tournaments: number; // tournament entries
}

/** Kept by database triggers on tournament_entries (migration 0009). */
export interface TournamentTotalsTable {
  tournament_id: number;
  registrations: number;
  checkins: number; // entries with checked_in = 1
}

export interface OperatorAuditTable {
  id: string;
  operator: string; // the credential's name; '-' for a refused key
  method: string;
  path: string;
  status: number;
  detail: string | null; // the request body, cut to 500 characters
  client: string;
  created_at: string;
  /** The staff account (null for a command-line key). */
  staff_id: Generated<number | null>;
  /** What changed (e.g. credits.grant) and on what (e.g. subscriber:12), with JSON before/after. */
  action: Generated<string | null>;
  target: Generated<string | null>;
  before_json: Generated<string | null>;
  after_json: Generated<string | null>;
}

export interface StaffTable {
  id: Generated<number>;
  username: string;
  name: string;
  role: string; // admin | moderator | support
  password_hash: string; // argon2id
  failed_logins: Generated<number>;
  locked_until: string | null;
  disabled: Generated<number>;
  created_at: string;
}

export interface StaffSessionsTable {
  id_hash: string; // SHA-256 of the cookie's random id
  staff_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  client: string;
}

export interface Database {
  subscribers: SubscribersTable;
  wallets: WalletsTable;
  ledger: LedgerTable;
  games: GamesTable;
  daily_challenges: DailyChallengesTable;
  daily_entries: DailyEntriesTable;
  game_challenges: GameChallengesTable;
  challenge_entries: ChallengeEntriesTable;
  level_plays: LevelPlaysTable;
  streak_claims: StreakClaimsTable;
  tournaments: TournamentsTable;
  tournament_entries: TournamentEntriesTable;
  tournament_matches: TournamentMatchesTable;
  match_reports: MatchReportsTable;
  rewards: RewardsTable;
  redemptions: RedemptionsTable;
  videos: VideosTable;
  sms_outbox: SmsOutboxTable;
  read_versions: ReadVersionsTable;
  esl_sessions: EslSessionsTable;
  engine_leases: EngineLeasesTable;
  rum_daily: RumDailyTable;
  sign_in_codes: SignInCodesTable;
  sessions: SessionsTable;
  prize_places: PrizePlacesTable;
  money_wallets: MoneyWalletsTable;
  money_ledger: MoneyLedgerTable;
  payouts: PayoutsTable;
  subscriber_totals: SubscriberTotalsTable;
  tournament_totals: TournamentTotalsTable;
  operator_audit: OperatorAuditTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  charges: ChargesTable;
}

export type DB = Kysely<Database>;
