// The live bracket (GET /v1/tournaments/:id/bracket) and the caller's state in a tournament.

/** How a match was decided. */
export type MatchDecision =
  'played' | 'no-show' | 'double-no-show' | 'tiebreak' | 'operator' | 'bye' | 'void';

/** Where a match's room is: not open yet, open (from the match SMS), or done. */
export type RoomState = 'waiting' | 'open' | 'finished';

export interface BracketPlayer {
  seed: number;
  /** A display name: never a phone number. */
  name: string;
  /** True for the caller (their own path is highlighted). */
  you: boolean;
}

export interface BracketMatch {
  id: number;
  /** 'bracket' advances its winner; 'third-place' is played beside the final. */
  kind: 'bracket' | 'third-place';
  /** Two players; one for a bye. */
  players: BracketPlayer[];
  /** 'YYYY-MM-DD hh:mm am/pm' in the provider's time zone. */
  time: string;
  room: RoomState;
  /** Seed of the winner; null while open, after a double no-show or a void. */
  winner: number | null;
  decided: MatchDecision | null;
}

export interface BracketRound {
  round: number;
  /** 'Round 1', ..., 'Semi-final', 'Final'. */
  label: string;
  matches: BracketMatch[];
}

/** The caller's state in a tournament, for cards, the join page and the bracket. */
export interface PlayerState {
  kind:
    | 'registered'
    | 'next-match'
    | 'bye'
    | 'eliminated'
    | 'champion'
    | 'placed'
    | 'cancelled'
    | 'voided'
    | 'no-champion'
    | 'finished';
  /** The round of the next match, the round the player went out in, or the bye's round. */
  round: number | null;
  /** The next match's time ('YYYY-MM-DD hh:mm am/pm'). */
  time: string | null;
  /** True while the player's match room is open: the only time Play Now shows. */
  play_now: boolean;
  place: number | null;
}

export interface Bracket {
  id: number;
  name: string;
  status: number;
  /** open | drawn | running | finished | no-champion | cancelled | void */
  state: string;
  third_place: 'match' | 'shared';
  prize_currency: 'credits' | 'rupees';
  rounds: BracketRound[];
  /** The caller's state; null for guests and players who did not enter. */
  me: PlayerState | null;
}

export interface BracketResponse {
  success: true;
  data: Bracket;
}
