import type { Generated } from 'kysely';

// Subscribers and their money: the subscription, both wallets and ledgers, payouts, sign-in codes
// and sessions, and the totals the database keeps per subscriber.
// Representation (timestamps, days, flags): see db/schema.ts.

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
  /** The language chosen for the portal and text messages: 'en' | 'ur'; null until chosen. */
  language: Generated<string | null>;
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
