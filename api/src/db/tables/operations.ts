import type { Generated } from 'kysely';

// Running the portal: front-end telemetry, read-cache versions, the SMS outbox, the operator
// console's staff, sessions and audit log.
// Representation (timestamps, days, flags): see db/schema.ts.

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

/** Change counters of the cached reads (see lib/read-cache.ts). */
export interface ReadVersionsTable {
  name: string;
  version: number | string;
}

/** One change counter per subscriber, for the reads of their own data (migration 0019). */
export interface SubscriberReadsTable {
  subscriber_id: number;
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
