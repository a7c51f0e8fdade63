import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What every part of the demo seed writes with: one transaction and one moment. */
export interface DemoContext {
  tx: Transaction<Database>;
  now: Date;
  nowIso: string;
  /** The provider's calendar day of `now`. */
  today: string;
  hoursFromNow: (h: number) => string;
}
