import type { Generated } from 'kysely';

/** One request to the charging gateway for one period of access (see billing/README.md). */
export interface ChargesTable {
  id: Generated<number>;
  subscriber_id: number;
  /** daily (prepaid) | monthly (postpaid) */
  plan: string;
  /** The access this charge pays for: [period_start, period_end). */
  period_start: string;
  period_end: string;
  /** Integer paisa: the price, the tax on it and what the gateway is asked to take. */
  amount_paisa: number;
  tax_paisa: number;
  total_paisa: number;
  /** trial-end | renewal | retry (the subscriber's own retry after a failure) */
  reason: string;
  /** pending | charged | declined | failed (gateway unreachable) | cancelled (unsubscribed) */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  gateway_ref: string | null;
  created_at: string;
  updated_at: string;
}
