// Tournaments, ESL games, highlights, rewards, leaderboard and the unsubscribe service.
import { Type, type Static } from '@sinclair/typebox';
import { ApiMessage, Id, Literals, MessageCodeFields, Nullable, Ok } from './common';
import {
  CompletedTask,
  EslGame,
  HighlightGame,
  LeaderboardEntry,
  RedeemResult,
  Redemption,
  Reward,
  Tournament,
  Video,
} from './entities';

const S = Type.String();
const RoomId = Type.String({ maxLength: 64 });

// Tournaments
export const TournamentsResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Tournament),
  errors: Type.Null(),
});
export type TournamentsResponse = Static<typeof TournamentsResponse>;
export const TournamentViewRequest = Type.Object({ id: Id() });
export type TournamentViewRequest = Static<typeof TournamentViewRequest>;
export const TournamentViewResponse = Ok(Type.Array(Tournament));
export type TournamentViewResponse = Static<typeof TournamentViewResponse>;
export const TournamentCheckinRequest = Type.Object({
  id: Id(),
  pubg_id: Type.Optional(Type.String({ maxLength: 64 })),
  pubg_nick: Type.Optional(Type.String({ maxLength: 64 })),
  userEmail: Type.Optional(Type.String({ maxLength: 120 })),
});
export type TournamentCheckinRequest = Static<typeof TournamentCheckinRequest>;
export const EslCheckinRequest = Type.Object({ id: Id() });
export type EslCheckinRequest = Static<typeof EslCheckinRequest>;
export const CheckinResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ already_submited: Type.Boolean() }),
  errors: Type.Null(),
  message: S,
  ...MessageCodeFields,
});
export type CheckinResponse = Static<typeof CheckinResponse>;
export const MatchCheckinRequest = Type.Object({ tournamentId: Id(), roomId: RoomId });
export type MatchCheckinRequest = Static<typeof MatchCheckinRequest>;
export const MatchCheckinResponse = Type.Object({
  success: Type.Boolean(),
  message: S,
  start_game: Type.Boolean(),
  ...MessageCodeFields,
});
export type MatchCheckinResponse = Static<typeof MatchCheckinResponse>;
export const ResultFlag = Literals('winner', 'loser');
export type ResultFlag = Static<typeof ResultFlag>;
export const MatchResultRequest = Type.Object({
  tournamentId: Id(),
  roomId: RoomId,
  result_flag: ResultFlag,
});
export type MatchResultRequest = Static<typeof MatchResultRequest>;
/**
 * Where an accepted report leaves the player: out; into the next round (when it is, ISO time,
 * once known, and the provider's time zone); or champion of the tournament, with the prize credited to them.
 */
export const PrizeCurrency = Type.Union([Type.Literal('credits'), Type.Literal('rupees')]);
export type PrizeCurrency = Static<typeof PrizeCurrency>;
export const MatchOutcome = Type.Union([
  Type.Object({ stage: Type.Literal('eliminated') }),
  /** `timeZone`: the provider's, which the time is shown in (as the match SMS and cards show it). */
  Type.Object({
    stage: Type.Literal('next-round'),
    round: Type.Number(),
    at: Nullable(S),
    timeZone: Type.Optional(S),
  }),
  Type.Object({
    stage: Type.Literal('champion'),
    tournamentName: S,
    prize: Type.Number(),
    currency: Type.Optional(PrizeCurrency),
  }),
  /** 2nd (the final's loser) or 3rd (the third-place match's winner); prize in whole units. */
  Type.Object({
    stage: Type.Literal('placed'),
    place: Type.Union([Type.Literal(2), Type.Literal(3)]),
    tournamentName: S,
    prize: Type.Number(),
    currency: PrizeCurrency,
  }),
]);
export type MatchOutcome = Static<typeof MatchOutcome>;
export const MatchResultResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    success: Type.Boolean(),
    errors: Nullable(S),
    code: Type.Optional(S),
    outcome: Type.Optional(MatchOutcome),
  }),
});
export type MatchResultResponse = Static<typeof MatchResultResponse>;

// ESL games
export const EslGamesResponse = Ok(Type.Object({ eslgames: Type.Array(EslGame) }));
export type EslGamesResponse = Static<typeof EslGamesResponse>;
export const EslGameSessionRequest = Type.Object({
  gameId: Id(),
  game_name: Type.String({ maxLength: 64 }),
  /** Returned by /enter; sent back to /exit. */
  sessionId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type EslGameSessionRequest = Static<typeof EslGameSessionRequest>;
export const EslGameSessionResponse = Ok(
  Type.Object({ sessionId: S, durationMs: Type.Optional(Type.Number()) }),
);
export type EslGameSessionResponse = Static<typeof EslGameSessionResponse>;

// Highlights
export const HighlightGamesResponse = Ok(Type.Array(HighlightGame));
export type HighlightGamesResponse = Static<typeof HighlightGamesResponse>;
export const VideosResponse = Ok(Type.Array(Video));
export type VideosResponse = Static<typeof VideosResponse>;
export const GameVideosRequest = Type.Object({ gameId: Id() });
export type GameVideosRequest = Static<typeof GameVideosRequest>;

// Rewards and redemption
export const RewardsResponse = Ok(Type.Array(Reward));
export type RewardsResponse = Static<typeof RewardsResponse>;
export const RedeemItemRequest = Type.Object({
  /** Reward id (the list index plus one). */
  item: Id(),
});
export type RedeemItemRequest = Static<typeof RedeemItemRequest>;
export const RedeemItemResponse = Type.Object({
  success: Type.Literal(true),
  data: RedeemResult,
  message: Type.Optional(S),
  details: Type.Optional(S),
  ...MessageCodeFields,
});
export type RedeemItemResponse = Static<typeof RedeemItemResponse>;
export const RedeemClaimRequest = Type.Object({
  item: Id(),
  uuid: Type.String({ maxLength: 64 }),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.Optional(Type.String({ maxLength: 120 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  pubgId: Type.Optional(Type.String({ maxLength: 32 })),
});
export type RedeemClaimRequest = Static<typeof RedeemClaimRequest>;
export const RedeemClaimResponse = ApiMessage;
export type RedeemClaimResponse = Static<typeof RedeemClaimResponse>;
export const RedemptionsResponse = Ok(Type.Array(Redemption));
export type RedemptionsResponse = Static<typeof RedemptionsResponse>;
export const CancelRedemptionRequest = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64 }) });
export type CancelRedemptionRequest = Static<typeof CancelRedemptionRequest>;
export const CancelRedemptionResponse = Ok(Redemption);
export type CancelRedemptionResponse = Static<typeof CancelRedemptionResponse>;
export const GamenowNotifyResponse = ApiMessage;
export type GamenowNotifyResponse = Static<typeof GamenowNotifyResponse>;

// Leaderboard and completed tasks
export const LeaderboardResponse = Ok(Type.Array(LeaderboardEntry));
export type LeaderboardResponse = Static<typeof LeaderboardResponse>;
export const CompletedTasksResponse = Ok(Type.Array(CompletedTask));
export type CompletedTasksResponse = Static<typeof CompletedTasksResponse>;

// Unsubscribe service
export const EncryptRequest = Type.Object({
  mobile: Type.String({ minLength: 1, maxLength: 512 }),
  domainName: Type.String({ maxLength: 256 }),
});
export type EncryptRequest = Static<typeof EncryptRequest>;
export const EncryptResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ mobile: S, domainName: S }),
});
export type EncryptResponse = Static<typeof EncryptResponse>;

/** GET /remotes.json */
export interface RemotesMap {
  tournaments: string;
  tasks: string;
  rewards: string;
  games: string;
}

/** POST /api/v1/cannon-clash/practice-bot: join the answered room as any practice room. */
export const PracticeBotResponse = Type.Object({ success: Type.Boolean(), data: Type.Object({ roomId: S }) });
export type PracticeBotResponse = Static<typeof PracticeBotResponse>;
export const GamenowNotifyRequest = Type.Object({
  /** 92 followed by the operator number without its leading 0. */
  msisdn: Type.String({ maxLength: 20 }),
});
export type GamenowNotifyRequest = Static<typeof GamenowNotifyRequest>;
