import type { DB } from '../../src/db/schema.ts';

// Tournaments with many checked-in players written straight to the database in multi-row inserts:
// the rows registration writes (the entry, and for a paid tournament the fee on the credit ledger),
// without a sign-in per player. Used where thousands of players are needed (the engine property
// test and the engine bench); the registration path itself has its own api tests.

export interface BulkCupSpec {
  players: number;
  game: string;
  currency: 'credits' | 'rupees';
  thirdPlace: 'match' | 'shared';
  fee: number;
  prizes: [number, number, number];
  /** The start time (ms); round 1 is drawn an hour before. */
  start: number;
  name?: string;
}

const ROWS_PER_INSERT = 500;
let phoneBase = 3_500_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await write(rows.slice(i, i + ROWS_PER_INSERT));
}

/** Adds `count` active subscribers with empty wallets; returns their ids in order. */
export async function bulkSubscribers(db: DB, count: number, at: string): Promise<number[]> {
  const ids: number[] = [];
  const rows = Array.from({ length: count }, () => {
    const phone = `92${++phoneBase}`;
    return {
      phone,
      sub_type: 'prepaid',
      status: 'active',
      trial_ends_at: null,
      subscribed_at: at,
      unsubscribed_at: null,
      ref_version: 1,
      name: `Player ${phone.slice(-6)}`,
      username: `player${phone.slice(-6)}`,
      email: `p${phone}@example.com`,
      bio: '',
      created_at: at,
    };
  });
  await inChunks(rows, async (chunk) => {
    const made = await db.insertInto('subscribers').values(chunk).returning('id').execute();
    const newIds = made.map((r) => Number(r.id)).sort((a, b) => a - b);
    await db
      .insertInto('wallets')
      .values(newIds.map((id) => ({ subscriber_id: id, balance: 0 })))
      .execute();
    ids.push(...newIds);
  });
  return ids;
}

/**
 * A tournament with `players` checked in, in seed order (the first id is seed 1). A paid one
 * grants each player the fee and charges it under the registration's key, so every wallet still
 * equals its ledger.
 */
export async function bulkCup(db: DB, spec: BulkCupSpec, players: number[], at: string): Promise<number> {
  const esl = spec.game.trim().toLowerCase() === 'cannon clash';
  const row = await db
    .insertInto('tournaments')
    .values({
      name: spec.name ?? `Bulk Cup ${players[0] ?? 0}`,
      game_id: null,
      game_name: spec.game,
      thumbnail: null,
      banner: null,
      platform: 'Mobile',
      is_esl: esl ? 1 : 0,
      status: 1,
      is_running: 0,
      prize: spec.prizes[0],
      second_prize: spec.prizes[1],
      third_prize: spec.prizes[2],
      entry_fee: spec.fee,
      tourn_type: spec.currency === 'rupees' ? 'Cash' : 'Credits',
      prize_currency: spec.currency,
      third_place: spec.thirdPlace,
      uid_check: 0,
      time_start: new Date(spec.start).toISOString(),
      time_end: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  // One insert per chunk keeps the check-in order (entry ids) equal to the players' order.
  await inChunks(players, async (chunk) => {
    await db
      .insertInto('tournament_entries')
      .values(
        chunk.map((p, i) => ({
          tournament_id: id,
          subscriber_id: p,
          pubg_id: null,
          pubg_nick: `nick${i}`,
          email: null,
          checked_in: 1,
          place: null,
          created_at: at,
        })),
      )
      .execute();
    if (spec.fee <= 0) return;
    await db
      .insertInto('ledger')
      .values(
        chunk.flatMap((p) => [
          { subscriber_id: p, delta: spec.fee, reason: 'test-grant', ref_key: null, created_at: at },
          {
            subscriber_id: p,
            delta: -spec.fee,
            reason: 'tournament-fee',
            ref_key: `tournament-fee:${id}`,
            created_at: at,
          },
        ]),
      )
      .execute();
  });
  return id;
}
