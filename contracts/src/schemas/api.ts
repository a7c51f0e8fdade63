// Request and response of every subscriber-facing endpoint (the operator console's live beside its
// routes). The api validates and serialises with these; the front ends take `Static<>` types.
import { Type, type Static } from '@sinclair/typebox';
import { ApiMessage, Id, Int, Literals, MessageCodeFields, Nullable, Ok } from './common';
import {
  ActiveDayData,
  DailyChallenge,
  DailyGame,
  Game,
  GameChallengesData,
  GameLevelSession,
  type Gender,
  Profile,
  StreakData,
} from './entities';

const S = Type.String();
/** A browser File or Blob, described without the DOM (this package runs anywhere). */
export interface FilePart {
  readonly size: number;
  readonly type: string;
}
const GameIdBody = Type.Object({ gameId: Id() });

// Authentication and session
export const TokenRequest = Type.Object({
  /** The opaque signed subscriber reference (the `a` entry parameter), not a phone number. */
  msisdn: Type.String({
    minLength: 1,
    maxLength: 512,
    description: 'The signed subscriber reference (entry parameter a)',
  }),
  refferer: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
});
export type TokenRequest = Static<typeof TokenRequest>;
/** The token travels in the access_token header; start-up facts may ride along in the body. */
/** A language of the portal: English (the default) or Urdu. */
export const Language = Type.Union([Type.Literal('en'), Type.Literal('ur')]);
export type Language = Static<typeof Language>;
export const SessionData = Type.Object({
  msisdn: S,
  gn: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** The subscriber's stored language; null when they never chose one (the browser's choice stands). */
  language: Type.Optional(Nullable(Language)),
});
export type SessionData = Static<typeof SessionData>;
export const TokenResponse = Type.Object({
  success: Type.Literal(true),
  /** What start-up needs next, so it takes one round trip. */
  data: Type.Optional(Type.Object({ session: SessionData, dayData: ActiveDayData })),
});
export type TokenResponse = Static<typeof TokenResponse>;
export const SessionResponse = Ok(SessionData);
export type SessionResponse = Static<typeof SessionResponse>;
export const LogoutResponse = Type.Object({ success: Type.Literal(true) });
/** POST /v1/user/language: the language the portal and text messages use for this subscriber. */
export const LanguageRequest = Type.Object({ language: Type.String({ maxLength: 16 }) });
export type LanguageRequest = Static<typeof LanguageRequest>;
export const LanguageResponse = Ok(Type.Object({ language: Language }));
export type LanguageResponse = Static<typeof LanguageResponse>;
export const DayDataResponse = Ok(ActiveDayData);
export type DayDataResponse = Static<typeof DayDataResponse>;
export const SelectGameRequest = GameIdBody;
export type SelectGameRequest = Static<typeof SelectGameRequest>;
export const SelectGameResponse = Ok(ActiveDayData);
export type SelectGameResponse = Static<typeof SelectGameResponse>;

// Profile
export const ProfileResponse = Ok(Profile);
export type ProfileResponse = Static<typeof ProfileResponse>;
/** Sent as multipart (image is a file part) or JSON; checked field by field by the route. */
export interface ProfileCompleteRequest {
  username: string;
  email: string;
  gender: Gender;
  bio: string;
  /** YYYY-MM-DD (DD-MM-YYYY accepted too). */
  dateOfBirth: string;
  /** Sent as a multipart file part named `image`. */
  image?: FilePart | null;
}
export const ProfileCompleteResponse = Type.Object({
  status: Type.Boolean(),
  message: S,
  ...MessageCodeFields,
  success: Type.Boolean(),
  data: Type.Optional(Profile),
});
export type ProfileCompleteResponse = Static<typeof ProfileCompleteResponse>;

// Streak
export const ActiveStreakResponse = Ok(StreakData);
export type ActiveStreakResponse = Static<typeof ActiveStreakResponse>;
export const UpdateStreakResponse = Type.Object({
  success: Type.Literal(true),
  message: S,
  ...MessageCodeFields,
  data: Type.Object({ credits: Type.Number(), active_streak: Type.Number() }),
});
export type UpdateStreakResponse = Static<typeof UpdateStreakResponse>;

// Daily tasks
export const DailyGamesResponse = Ok(Type.Array(Game));
export type DailyGamesResponse = Static<typeof DailyGamesResponse>;
export const DailyChallengesRequest = GameIdBody;
export type DailyChallengesRequest = Static<typeof DailyChallengesRequest>;
/** data holds today's challenge for the game (at most one); empty when the game has none. */
export const DailyChallengesResponse = Ok(Type.Array(DailyChallenge));
export type DailyChallengesResponse = Static<typeof DailyChallengesResponse>;
/** Multipart: a file part entryImage and a field challengeId. */
export interface DailyEntryRequest {
  entryImage: FilePart;
  challengeId: number;
}
export const EntryResponse = ApiMessage;
export type EntryResponse = Static<typeof EntryResponse>;

// Game challenges
export const ChallengeGamesResponse = Ok(Type.Array(DailyGame));
export type ChallengeGamesResponse = Static<typeof ChallengeGamesResponse>;
/** entryImage: data:image/png;base64,... or data:image/jpeg;base64,... */
export const challengeEntryRequest = (maxLength: number) =>
  Type.Object({ entryImage: Type.String({ minLength: 1, maxLength }), gameId: Id(), challengeId: Id() });
export type ChallengeEntryRequest = Static<ReturnType<typeof challengeEntryRequest>>;
export const GameChallengesRequest = Type.Object({ id: Id() });
export type GameChallengesRequest = Static<typeof GameChallengesRequest>;
export const GameChallengesResponse = Ok(GameChallengesData);
export type GameChallengesResponse = Static<typeof GameChallengesResponse>;

// Level games (Aim Train, Puzzle Mania)
export const GameLevelStartRequest = GameLevelSession;
export type GameLevelStartRequest = Static<typeof GameLevelStartRequest>;
/**
 * The answer carries the seed the level is played with: Aim Train's replay must use it, and Puzzle
 * Mania's board is built from it (a new one at every play-start, e.g. Reset Puzzle).
 */
export const GameLevelStartResponse = Type.Object({
  success: Type.Literal(true),
  message: S,
  ...MessageCodeFields,
  data: Type.Optional(Type.Object({ seed: Type.Number() })),
});
export type GameLevelStartResponse = Static<typeof GameLevelStartResponse>;
/** The Aim Train page begins the started level once (a second begin counts it as failed). */
export const GameLevelBeginRequest = GameLevelSession;
export type GameLevelBeginRequest = Static<typeof GameLevelBeginRequest>;
/** Aim Train arena units: far outside the arena, never beyond what a number column holds. */
const Coordinate = Type.Number({ minimum: -100_000, maximum: 100_000 });
/** One click of an Aim Train run: the simulation tick it applied in and where (arena units). */
export const AimTrainReplayInput = Type.Object({ tick: Int(), x: Coordinate, y: Coordinate });
export type AimTrainReplayInput = Static<typeof AimTrainReplayInput>;
/** A recorded Aim Train run (seed + clicks) that the server replays to re-check a claimed pass. */
export const AimTrainReplay = Type.Object({
  seed: Id(),
  inputs: Type.Array(AimTrainReplayInput, { maxItems: 20_000 }),
});
export type AimTrainReplay = Static<typeof AimTrainReplay>;
export const GameLevelResultRequest = Type.Composite([
  GameLevelSession,
  Type.Object({
    is_passed: Literals('1', '0'),
    replay: Type.Optional(AimTrainReplay),
    /** Puzzle Mania: the tile ids clicked, in order (a pass is replayed on the issued board). */
    moves: Type.Optional(Type.Array(Int({ maximum: 99 }), { maxItems: 200 })),
  }),
]);
export type GameLevelResultRequest = Static<typeof GameLevelResultRequest>;
export const GameLevelResultResponse = Type.Object({
  success: Type.Literal(true),
  message: S,
  ...MessageCodeFields,
  data: Type.Object({ credited: Type.Number(), passed: Type.Boolean() }),
});
export type GameLevelResultResponse = Static<typeof GameLevelResultResponse>;
