import type { Generated } from 'kysely';

// Games and what subscribers do with them: daily tasks, game challenges, level plays, streak
// claims, rewards and redemptions, highlight videos, ESL play sessions.
// Representation (timestamps, days, flags): see db/schema.ts.

export interface GamesTable {
  id: Generated<number>;
  name: string;
  /** The name in Urdu (migration 0021); null: subscribers in Urdu see `name`. */
  name_ur: Generated<string | null>;
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
  name_ur: Generated<string | null>;
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
  name_ur: Generated<string | null>;
  objective: string;
  objective_ur: Generated<string | null>;
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

export interface RewardsTable {
  id: number;
  name: string;
  name_ur: Generated<string | null>;
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
  title_ur: Generated<string | null>;
  link: string;
  thumbnail: string | null;
}

export interface EslSessionsTable {
  id: string;
  subscriber_id: number;
  game_id: number;
  started_at: string;
  ended_at: string | null;
}
