import type { DB } from '../db/schema.ts';
import { Batcher, turn } from './slices.ts';

const KEEP = 32;

export interface Seeds {
  /** Checked-in players in seed order (seed 1, the earliest check-in, first). */
  order: number[];
  /** A player's seed index (0 for seed 1); players not checked in sort last. */
  of(id: number): number;
}

/**
 * Seeds by tournament. They are fixed once round 1 is drawn (registration has closed), so a drawn
 * tournament's seeds are read once, in pages sized by time with turns for the event loop between them, and kept
 * for the next steps instead of re-reading 50,000 entries for each match.
 */
export class SeedCache {
  private readonly kept = new Map<number, Seeds>();

  constructor(private readonly db: DB) {}

  /** `fixed`: the tournament has been drawn, so the answer may be kept. */
  async get(tournamentId: number, fixed: boolean): Promise<Seeds> {
    const hit = this.kept.get(tournamentId);
    if (hit && fixed) return hit;
    const seeds = await this.read(tournamentId);
    if (fixed) {
      if (this.kept.size >= KEEP) this.kept.delete(this.kept.keys().next().value as number);
      this.kept.set(tournamentId, seeds);
    }
    return seeds;
  }

  private async read(tournamentId: number): Promise<Seeds> {
    const order: number[] = [];
    let after = 0;
    // Two narrow columns a row: pages of up to 5,000, sized by the time they take.
    const batcher = new Batcher(2_000, 5_000);
    for (;;) {
      const limit = batcher.rows();
      const rows = await batcher.measure(limit, () =>
        this.db
          .selectFrom('tournament_entries')
          .select(['id', 'subscriber_id'])
          .where('tournament_id', '=', tournamentId)
          .where('checked_in', '=', 1)
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute(),
      );
      for (const r of rows) order.push(Number(r.subscriber_id));
      if (rows.length < limit) break;
      after = Number(rows[rows.length - 1]?.id);
      await turn();
    }
    const index = new Map(order.map((p, i) => [p, i]));
    return { order, of: (id) => index.get(id) ?? Number.MAX_SAFE_INTEGER };
  }
}
