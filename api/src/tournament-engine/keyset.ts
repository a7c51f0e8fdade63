import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Match } from './common.ts';

type MatchQuery = SelectQueryBuilder<Database, 'tournament_matches', Match>;

/** Where a batch read stopped: the last match's (scheduled_at, id). */
export type Keyset = [string, number];

export const keysetOf = (m: Match): Keyset => [m.scheduled_at as string, Number(m.id)];

/**
 * The next `limit` matches of `base` scheduled up to `upTo`, after `after` in (scheduled_at, id)
 * order. The engine's batch indexes end with (scheduled_at, id) after the columns `base` fixes
 * (migration 0017), so this is two seeks on either database: the rest of `after`'s time, then the
 * later times up to `upTo`; no sort, and no re-read of the matches before `after`. (`base` leaves
 * scheduled_at alone: a second bound on it can turn SQLite's planner to a sort.)
 */
export async function nextInTimeOrder(
  base: () => MatchQuery,
  upTo: string,
  after: Keyset | null,
  limit: number,
): Promise<Match[]> {
  if (!after)
    return base()
      .where('scheduled_at', '<=', upTo)
      .orderBy('scheduled_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  const same = await base()
    .where('scheduled_at', '=', after[0])
    .where('id', '>', after[1])
    .orderBy('id')
    .limit(limit)
    .execute();
  if (same.length === limit) return same;
  const later = await base()
    .where('scheduled_at', '>', after[0])
    .where('scheduled_at', '<=', upTo)
    .orderBy('scheduled_at')
    .orderBy('id')
    .limit(limit - same.length)
    .execute();
  return same.concat(later);
}
