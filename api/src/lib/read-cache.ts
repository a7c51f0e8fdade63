import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';

export type ReadName = 'rewards' | 'tournaments' | 'leaderboard';

/**
 * A change counter's current value (null when there is no such counter). One primary-key lookup,
 * hand-written so it skips the query builder's compile step: it runs on every authenticated request.
 */
export async function changeCounter(
  db: DB,
  name: ReadName | 'sessions',
): Promise<bigint | null> {
  const row = (
    await sql<{ version: number | string }>`select version from read_versions where name = ${name}`.execute(db)
  ).rows[0];
  return row ? BigInt(row.version) : null;
}

/**
 * The last answer of each hot read, kept with the change counter it was built at (the counters are
 * moved by database triggers in the writing transaction, see migration 0014). A read asks the
 * database for the counter, one primary-key lookup, and rebuilds only when it moved. The counter
 * is read before the data, so a cached answer is never older than its counter: a write that lands
 * while a read is being built moves the counter again and the next read rebuilds.
 */
export class ReadCache {
  private readonly entries = new Map<string, { version: bigint; value: unknown }>();
  private readonly building = new Map<string, { version: bigint; value: Promise<unknown> }>();

  constructor(private readonly db: DB) {}

  version(name: ReadName): Promise<bigint | null> {
    return changeCounter(this.db, name);
  }

  /** The cached value of `name`, rebuilt with `build` when its counter moved. */
  async get<T>(name: ReadName, build: () => Promise<T>): Promise<T> {
    const version = await this.version(name);
    if (version === null) return build();
    const hit = this.entries.get(name);
    if (hit && hit.version === version) return hit.value as T;
    // Concurrent misses at one version share one build.
    const pending = this.building.get(name);
    if (pending && pending.version === version) return pending.value as Promise<T>;
    const value = build();
    this.building.set(name, { version, value });
    try {
      const built = await value;
      const current = this.entries.get(name);
      // Keep the newest: a slower build of an older counter never replaces a newer answer.
      if (!current || current.version <= version) this.entries.set(name, { version, value: built });
      return built;
    } finally {
      if (this.building.get(name)?.value === value) this.building.delete(name);
    }
  }
}
