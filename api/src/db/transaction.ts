import type { Transaction } from 'kysely';
import type { Database, DB } from './schema.ts';

// PostgreSQL ends one of two transactions that wait on each other's row locks (a deadlock, 40P01)
// or that it cannot order (a serialization failure, 40001), and says so: the work did not happen
// and may simply run again. The triggers lock rows a statement never names (a subscriber's totals
// and change counter, the shared change counters), so two writes can meet in opposite orders.
// Writes about one subscriber take that subscriber's counter first (lib/ledger.ts,
// holdSubscriber) and wait in turn; what is left (the shared counters under a void, a draw and
// registrations at once) is rare. Every write transaction runs through here and is run again,
// after a short random pause, when PostgreSQL ended it. SQLite runs one write transaction at a
// time and never answers these.

const TRIES = 4;

/** A transaction PostgreSQL ended to break a deadlock or a serialization conflict. */
export function isTransactionConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 45));

/**
 * `work` in one transaction, run again (up to four tries in all) when PostgreSQL ended it as a
 * deadlock's or a serialization conflict's victim. `work` must only write through `tx`: what it
 * does outside the database would happen once per try. Given a transaction, `work` runs in it.
 */
export async function inTransaction<T>(db: DB, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  // Called inside a transaction already (the demo seed plays its ended tournaments through the
  // engine inside its own): the work is part of it, and commits or fails with it.
  if (db.isTransaction) return work(db as Transaction<Database>);
  for (let tries = 1; ; tries++) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      if (tries >= TRIES || !isTransactionConflict(err)) throw err;
      await pause();
    }
  }
}
