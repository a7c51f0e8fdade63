import type { Transaction } from 'kysely';
import type { DialectName } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

/** What every part of the demo seed writes with: one transaction and one moment. */
export interface DemoContext {
  tx: Transaction<Database>;
  now: Date;
  nowIso: string;
  /** The provider's calendar day of `now`. */
  today: string;
  hoursFromNow: (h: number) => string;
  /** The provider's time zone and the database's dialect, for the tournament engine's steps. */
  timeZone: string;
  dialect: DialectName;
}
