import type { Generated } from 'kysely';

// Tournaments: entries, matches and their reports, prize places, totals and the engine's lease.
// Representation (timestamps, days, flags): see db/schema.ts.

export interface TournamentsTable {
  id: Generated<number>;
  name: string;
  /** The name in Urdu (migration 0021); null: subscribers in Urdu see `name`. */
  name_ur: Generated<string | null>;
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

export interface MatchReportsTable {
  id: Generated<number>;
  match_id: number;
  subscriber_id: number; // UNIQUE (match_id, subscriber_id)
  kind: string; // checkin | result
  result_flag: string | null;
  created_at: string;
}

/** Kept by database triggers on tournament_entries (migration 0009). */
export interface TournamentTotalsTable {
  tournament_id: number;
  registrations: number;
  checkins: number; // entries with checked_in = 1
}

export interface EngineLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}
