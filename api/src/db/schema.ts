import type { Kysely } from 'kysely';
import type { ChargesTable } from '../billing/schema.ts';
import type {
  LedgerTable,
  MoneyLedgerTable,
  MoneyWalletsTable,
  PayoutsTable,
  SessionsTable,
  SignInCodesTable,
  SubscriberTotalsTable,
  SubscribersTable,
  WalletsTable,
} from './tables/accounts.ts';
import type {
  ChallengeEntriesTable,
  DailyChallengesTable,
  DailyEntriesTable,
  EslSessionsTable,
  GameChallengesTable,
  GamesTable,
  LevelPlaysTable,
  RedemptionsTable,
  RewardsTable,
  StreakClaimsTable,
  VideosTable,
} from './tables/tasks.ts';
import type {
  EngineLeasesTable,
  MatchReportsTable,
  PrizePlacesTable,
  TournamentEntriesTable,
  TournamentMatchesTable,
  TournamentTotalsTable,
  TournamentsTable,
} from './tables/tournaments.ts';
import type {
  OperatorAuditTable,
  ReadVersionsTable,
  RumDailyTable,
  SmsOutboxTable,
  StaffSessionsTable,
  StaffTable,
  SubscriberReadsTable,
} from './tables/operations.ts';

// Timestamps are ISO-8601 UTC strings; days are 'YYYY-MM-DD' in the provider's time zone;
// flags are integers 0/1. The same representation on SQLite and PostgreSQL.
// One file per area under tables/; every table type is exported from here too.

export type * from './tables/accounts.ts';
export type * from './tables/tasks.ts';
export type * from './tables/tournaments.ts';
export type * from './tables/operations.ts';

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
  subscriber_reads: SubscriberReadsTable;
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
