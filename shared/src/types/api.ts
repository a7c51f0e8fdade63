// Request and response shapes of spec section 7 (and the paths it leaves unnamed, see api/README.md).
import type {
  ActiveDayData,
  CompletedTask,
  DailyChallenge,
  DailyGame,
  EslGame,
  Game,
  GameChallengesData,
  GameLevelSession,
  Gender,
  HighlightGame,
  LeaderboardEntry,
  Profile,
  RedeemResult,
  Redemption,
  Reward,
  StreakData,
  Tournament,
  Video,
} from './entities';

export interface ApiOk<T> {
  success: true;
  data: T;
  message?: string;
}

/** Every 4xx/5xx answer. `errors` carries the message again where the screens read `errors`. */
export interface ApiErrorBody {
  success: false;
  message: string;
  errors?: string | Record<string, string> | null;
  details?: string;
  statusCode?: number;
}

export interface ApiMessage {
  success: true;
  message: string;
}

// Authentication and session
export interface TokenRequest {
  /** The opaque signed subscriber reference (the `a` entry parameter), not a phone number. */
  msisdn: string;
  refferer?: string | null;
}
export interface SessionData {
  msisdn: string;
  gn: 0 | 1;
}
/** The token is in the access_token header; the body carries what start-up needs next. */
export interface TokenResponse {
  success: true;
  data?: { session: SessionData; dayData: ActiveDayData };
}
export type SessionResponse = ApiOk<SessionData>;
export type DayDataResponse = ApiOk<ActiveDayData>;
export interface SelectGameRequest {
  gameId: number;
}
export type SelectGameResponse = ApiOk<ActiveDayData>;

// Profile
export type ProfileResponse = ApiOk<Profile>;
export interface ProfileCompleteRequest {
  username: string;
  email: string;
  gender: Gender;
  bio: string;
  /** YYYY-MM-DD (DD-MM-YYYY accepted too). */
  dateOfBirth: string;
  /** Sent as a multipart file part named `image`. */
  image?: Blob | File | null;
}
export interface ProfileCompleteResponse {
  status: boolean;
  message: string;
  success: boolean;
  data?: Profile;
}

// Streak
export type ActiveStreakResponse = ApiOk<StreakData>;
export interface UpdateStreakResponse {
  success: true;
  message: string;
  data: { credits: number; active_streak: number };
}

// Daily tasks
export type DailyGamesResponse = ApiOk<Game[]>;
export interface DailyChallengesRequest {
  gameId: number;
}
/** data holds today's challenge for the game (at most one); empty when the game has none. */
export type DailyChallengesResponse = ApiOk<DailyChallenge[]>;
export interface DailyEntryRequest {
  entryImage: Blob | File;
  challengeId: number;
}
export type EntryResponse = ApiMessage;

// Game challenges
export type ChallengeGamesResponse = ApiOk<DailyGame[]>;
export interface ChallengeEntryRequest {
  /** data:image/png;base64,... or data:image/jpeg;base64,... */
  entryImage: string;
  gameId: number;
  challengeId: number;
}
export interface GameChallengesRequest {
  id: number;
}
export type GameChallengesResponse = ApiOk<GameChallengesData>;

// Level games (Aim Train, Puzzle Mania)
export type GameLevelStartRequest = GameLevelSession;
/**
 * The answer carries the seed the level is played with: Aim Train's replay must use it, and Puzzle
 * Mania's board is built from it (a new one at every play-start, e.g. Reset Puzzle).
 */
export interface GameLevelStartResponse extends ApiMessage {
  data?: { seed: number };
}
/** The Aim Train page begins the started level once (a second begin counts it as failed). */
export type GameLevelBeginRequest = GameLevelSession;
/** One click of an Aim Train run: the simulation tick it applied in and where (arena units). */
export interface AimTrainReplayInput {
  tick: number;
  x: number;
  y: number;
}
/** A recorded Aim Train run (seed + clicks) that the server replays to re-check a claimed pass. */
export interface AimTrainReplay {
  seed: number;
  inputs: AimTrainReplayInput[];
}
export interface GameLevelResultRequest extends GameLevelSession {
  is_passed: '1' | '0';
  replay?: AimTrainReplay;
  /** Puzzle Mania: the tile ids clicked, in order (a pass is replayed on the issued board). */
  moves?: number[];
}
export interface GameLevelResultResponse {
  success: true;
  message: string;
  data: { credited: number; passed: boolean };
}

// Tournaments
export interface TournamentsResponse {
  success: true;
  data: Tournament[];
  errors: null;
}
export interface TournamentViewRequest {
  id: number;
}
export type TournamentViewResponse = ApiOk<Tournament[]>;
export interface TournamentCheckinRequest {
  id: number;
  pubg_id?: string;
  pubg_nick?: string;
  userEmail?: string;
}
export interface EslCheckinRequest {
  id: number;
}
export interface CheckinResponse {
  success: true;
  data: { already_submited: boolean };
  errors: null;
  message: string;
}
export interface MatchCheckinRequest {
  tournamentId: number;
  roomId: string;
}
export interface MatchCheckinResponse {
  success: boolean;
  message: string;
  start_game: boolean;
}
export type ResultFlag = 'winner' | 'loser';
export interface MatchResultRequest {
  tournamentId: number;
  roomId: string;
  result_flag: ResultFlag;
}
/**
 * Where an accepted report leaves the player: out; into the next round (when it is, ISO time,
 * once known); or champion of the tournament, with the prize credited to them.
 */
export type MatchOutcome =
  | { stage: 'eliminated' }
  | { stage: 'next-round'; round: number; at: string | null }
  | { stage: 'champion'; tournamentName: string; prize: number; currency?: PrizeCurrency }
  /** 2nd (the final's loser) or 3rd (the third-place match's winner); prize in whole units. */
  | { stage: 'placed'; place: 2 | 3; tournamentName: string; prize: number; currency: PrizeCurrency };
export type PrizeCurrency = 'credits' | 'rupees';
export interface MatchResultResponse {
  success: true;
  data: { success: boolean; errors: string | null; outcome?: MatchOutcome };
}

// ESL games
export interface EslGamesResponse {
  success: true;
  data: { eslgames: EslGame[] };
}
export interface EslGameSessionRequest {
  gameId: number;
  game_name: string;
  /** Returned by /enter; sent back to /exit. */
  sessionId?: string;
}
export type EslGameSessionResponse = ApiOk<{ sessionId: string; durationMs?: number }>;

// Highlights
export type HighlightGamesResponse = ApiOk<HighlightGame[]>;
export type VideosResponse = ApiOk<Video[]>;
export interface GameVideosRequest {
  gameId: number;
}

// Rewards and redemption
export type RewardsResponse = ApiOk<Reward[]>;
export interface RedeemItemRequest {
  /** Reward id (the list index plus one). */
  item: number;
}
export type RedeemItemResponse = ApiOk<RedeemResult> & { details?: string };
export interface RedeemClaimRequest {
  item: number;
  uuid: string;
  name: string;
  email: string;
  phone: string;
  pubgId?: string;
}
export type RedeemClaimResponse = ApiMessage;
export type RedemptionsResponse = ApiOk<Redemption[]>;
export interface CancelRedemptionRequest {
  uuid: string;
}
export type CancelRedemptionResponse = ApiOk<Redemption>;
export interface GamenowNotifyRequest {
  /** 92 followed by the operator number without its leading 0. */
  msisdn: string;
}
export type GamenowNotifyResponse = ApiMessage;

// Leaderboard and completed tasks
export type LeaderboardResponse = ApiOk<LeaderboardEntry[]>;
export type CompletedTasksResponse = ApiOk<CompletedTask[]>;

// Unsubscribe service
export interface EncryptRequest {
  mobile: string;
  domainName: string;
}
export interface EncryptResponse {
  status: boolean;
  data: { mobile: string; domainName: string };
}

/** GET /remotes.json */
export interface RemotesMap {
  tournaments: string;
  tasks: string;
  rewards: string;
  games: string;
}
