// The live bracket (GET /v1/tournaments/:id/bracket) and the caller's state in a tournament; the
// same bracket with each seed's subscriber for the operator console.
import { Type, type Static } from '@sinclair/typebox';
import { Literals, Nullable } from './common';

/** How a match was decided. */
export const MatchDecision = Literals(
  'played',
  'no-show',
  'double-no-show',
  'tiebreak',
  'operator',
  'bye',
  'void',
);
export type MatchDecision = Static<typeof MatchDecision>;

/** Where a match's room is: not open yet, open (from the match SMS), or done. */
export const RoomState = Literals('waiting', 'open', 'finished');
export type RoomState = Static<typeof RoomState>;

export const BracketPlayer = Type.Object({
  seed: Type.Number(),
  /** A display name: never a phone number. */
  name: Type.String(),
  /** True for the caller (their own path is highlighted). */
  you: Type.Boolean(),
});
export type BracketPlayer = Static<typeof BracketPlayer>;

export const BracketMatch = Type.Object({
  id: Type.Number(),
  /** 'bracket' advances its winner; 'third-place' is played beside the final. */
  kind: Literals('bracket', 'third-place'),
  /** Two players; one for a bye. */
  players: Type.Array(BracketPlayer),
  /** 'YYYY-MM-DD hh:mm am/pm' in the provider's time zone. */
  time: Type.String(),
  room: RoomState,
  /** Seed of the winner; null while open, after a double no-show or a void. */
  winner: Nullable(Type.Number()),
  decided: Nullable(MatchDecision),
});
export type BracketMatch = Static<typeof BracketMatch>;

export const BracketRound = Type.Object({
  round: Type.Number(),
  /** 'Round 1', ..., 'Semi-final', 'Final'. */
  label: Type.String(),
  matches: Type.Array(BracketMatch),
});
export type BracketRound = Static<typeof BracketRound>;

/** The caller's state in a tournament, for cards, the join page and the bracket. */
export const PlayerState = Type.Object({
  kind: Literals(
    'registered',
    'next-match',
    'bye',
    'eliminated',
    'champion',
    'placed',
    'cancelled',
    'voided',
    'no-champion',
    'finished',
  ),
  /** The round of the next match, the round the player went out in, or the bye's round. */
  round: Nullable(Type.Number()),
  /** The next match's time ('YYYY-MM-DD hh:mm am/pm'). */
  time: Nullable(Type.String()),
  /** True while the player's match room is open: the only time Play Now shows. */
  play_now: Type.Boolean(),
  place: Nullable(Type.Number()),
});
export type PlayerState = Static<typeof PlayerState>;

export const Bracket = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  /** The operator's Urdu name, shown to a subscriber reading in Urdu; null: `name` is shown. */
  nameUr: Type.Optional(Nullable(Type.String())),
  status: Type.Number(),
  /** open | drawn | running | finished | no-champion | cancelled | void */
  state: Type.String(),
  third_place: Literals('match', 'shared'),
  prize_currency: Literals('credits', 'rupees'),
  rounds: Type.Array(BracketRound),
  /** The caller's state; null for guests and players who did not enter. */
  me: Nullable(PlayerState),
});
export type Bracket = Static<typeof Bracket>;

export const BracketResponse = Type.Object({ success: Type.Literal(true), data: Bracket });
export type BracketResponse = Static<typeof BracketResponse>;

/**
 * The subscriber behind a seed, for staff only: the operator console's bracket
 * (GET /api/operator/tournaments/:id/bracket), never the subscriber api.
 */
export const StaffBracketPlayer = Type.Object({
  seed: Type.Number(),
  /** 92 followed by the number without its leading 0. */
  phone: Type.String(),
  /** The subscriber's name, else their username; null when they gave neither. */
  name: Nullable(Type.String()),
});
export type StaffBracketPlayer = Static<typeof StaffBracketPlayer>;

/**
 * The live bracket as staff see it: the same rounds (a player's `name` there is the one players
 * see), and every seed's subscriber, so staff name players as the rest of the console does.
 */
export const StaffBracket = Type.Composite([
  Bracket,
  Type.Object({ players: Type.Array(StaffBracketPlayer) }),
]);
export type StaffBracket = Static<typeof StaffBracket>;
