import type { FastifyReply } from 'fastify';
import { changeStamp, readRows, readRowsNow } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';
import { KeptBody, sendKept } from './encoded-body.ts';

export type ReadName = 'rewards' | 'tournaments' | 'leaderboard';

/** Every change counter, as read at one moment. */
export type Counters = ReadonlyMap<string, bigint>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The change counters read once by authentication, after the request arrived: the session
     * check and the request's cached reads all compare against this one read.
     */
    counters?: Counters;
  }
}

/**
 * A change counter's current value (null when there is no such counter). One primary-key lookup,
 * hand-written so it skips the query builder's compile step.
 */
export async function changeCounter(db: DB, name: ReadName | 'sessions'): Promise<bigint | null> {
  const row = (
    await readRows<{ version: number | string }>(db, 'select version from read_versions where name = ?', [
      name,
    ])
  )[0];
  return row ? BigInt(row.version) : null;
}

/** The name the caller's own counter (migration 0019) has among the counters of a request. */
export const OWN = 'subscriber';

const COUNTERS_SQL = 'select name, version from read_versions';
const WITH_OWN_SQL = `${COUNTERS_SQL}
  union all select 'subscriber', version from subscriber_reads where subscriber_id = ?`;

/**
 * All the change counters in one statement (a handful of rows): one read serves a whole request.
 * With a subscriber, their own counter too (OWN; 0 when nothing of theirs was written since the
 * counter exists).
 */
export async function readCounters(db: DB, subscriberId?: number): Promise<Counters> {
  type Row = { name: string; version: number | string };
  const rows =
    subscriberId === undefined
      ? await readRows<Row>(db, COUNTERS_SQL)
      : await readRows<Row>(db, WITH_OWN_SQL, [subscriberId]);
  return countersOf(rows, subscriberId !== undefined);
}

/** Counters read while nothing was committed since `stamp`, per subscriber (SQLite only). */
const stamped = new WeakMap<DB, { stamp: string; own: Map<number, Counters> }>();

/**
 * readCounters without waiting: the counters on SQLite outside a transaction, else null. While
 * SQLite says nothing was committed since they were read (changeStamp: the process's own writes
 * and any other connection's commits), the counters read before are the counters now, and no
 * statement runs. The stamp is taken before the read, so kept counters are never older than it.
 */
export function readCountersNow(db: DB, subscriberId: number): Counters | null {
  const stamp = changeStamp(db);
  if (stamp === null) return null;
  let kept = stamped.get(db);
  if (!kept || kept.stamp !== stamp) stamped.set(db, (kept = { stamp, own: new Map() }));
  const hit = kept.own.get(subscriberId);
  if (hit) return hit;
  const rows = readRowsNow<{ name: string; version: number | string }>(db, WITH_OWN_SQL, [subscriberId]);
  if (!rows) return null;
  const counters = countersOf(rows, true);
  if (kept.own.size < 50_000) kept.own.set(subscriberId, counters);
  return counters;
}

function countersOf(rows: { name: string; version: number | string }[], withOwn: boolean): Counters {
  const counters = new Map<string, bigint>();
  for (const row of rows) counters.set(row.name, BigInt(row.version));
  if (withOwn && !counters.has(OWN)) counters.set(OWN, 0n);
  return counters;
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

  /** This cache read against the counters a request's authentication read (request.counters). */
  with(counters: Counters | undefined) {
    return { get: <T>(name: ReadName, build: () => Promise<T>) => this.get(name, build, counters) };
  }

  /**
   * The cached value of `name`, rebuilt with `build` when its counter moved. `counters`: the ones
   * the request's authentication read (request.counters), which saves reading this one again.
   */
  async get<T>(name: ReadName, build: () => Promise<T>, counters?: Counters): Promise<T> {
    const version = counters?.get(name) ?? (await this.version(name));
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

/**
 * A route's cached answers as the route sends them: each value serialised with the route's
 * response schema the first time it is sent, and the same body on every later request (compressed
 * once per encoding, see sendKept), until the cache replaces the value (its counter moved) and the
 * body goes with it. Made once per route where the route is declared, so a value two routes send
 * is serialised by each with its own schema, and a request looks up nothing but its value.
 */
export function keptAnswers() {
  const bodies = new WeakMap<object, KeptBody>();
  return <T extends object>(reply: FastifyReply, value: T): T => {
    let body = bodies.get(value);
    if (body === undefined) bodies.set(value, (body = new KeptBody(reply.serialize(value) as string)));
    return sendKept<T>(reply, body);
  };
}
