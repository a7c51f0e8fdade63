import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// The three played rounds as the engine pairs them (best against worst; seed 1 has the round-3
// bye); the better seed won every match.
const ROUNDS: [number, number | null][][] = [
  [
    [1, 12],
    [2, 11],
    [3, 10],
    [4, 9],
    [5, 8],
    [6, 7],
  ],
  [
    [1, 6],
    [2, 5],
    [3, 4],
  ],
  [
    [2, 3],
    [1, null],
  ],
];

/**
 * The demo's LIVE Cannon Clash knockout is a real engine tournament: twelve players (seed order =
 * entry order, the demo subscriber first) have played three rounds on the three days before, and
 * the final, demo subscriber against seed 2 in room PZ-4821, is 50 minutes from now, its room open
 * (the match SMS went out). When the room server records the final's result the engine ends the
 * tournament and pays its places; unplayed, the final is settled at its deadline like any other.
 */
export async function seedLiveKnockout(
  tx: Transaction<Database>,
  tournamentId: number,
  seeds: number[],
  now: Date,
): Promise<void> {
  const final = now.getTime() + 50 * 60_000;
  const start = final - 3 * DAY;
  const iso = (ms: number) => new Date(ms).toISOString();
  await tx
    .updateTable('tournaments')
    .set({
      engine_state: 'running',
      engine_round: 4,
      time_start: iso(start),
      time_end: iso(final + 3 * HOUR),
    })
    .where('id', '=', tournamentId)
    .execute();
  const seed = (n: number) => seeds[n - 1] as number;
  for (const [r, pairs] of ROUNDS.entries()) {
    const at = iso(start + r * DAY);
    for (const [i, [a, b]] of pairs.entries()) {
      await tx
        .insertInto('tournament_matches')
        .values({
          tournament_id: tournamentId,
          round: r + 1,
          slot: i + 1,
          player1_id: seed(a),
          player2_id: b === null ? null : seed(b),
          room_id: b === null ? null : `PZ-${r + 1}${i + 1}A7K`,
          room_password: null,
          scheduled_at: at,
          winner_id: seed(a),
          status: 'finished',
          result_source: b === null ? 'bye' : 'room',
          sms_sent_at: iso(start + r * DAY - HOUR),
          finished_at: iso(start + r * DAY + 10 * 60_000),
          created_at: at,
        })
        .execute();
    }
  }
  await tx
    .insertInto('tournament_matches')
    .values({
      tournament_id: tournamentId,
      round: 4,
      slot: 1,
      player1_id: seed(1),
      player2_id: seed(2),
      room_id: 'PZ-4821',
      room_password: '1234',
      scheduled_at: iso(final),
      winner_id: null,
      status: 'scheduled',
      sms_sent_at: iso(final - HOUR),
      created_at: iso(start + 2 * DAY),
    })
    .execute();
}
