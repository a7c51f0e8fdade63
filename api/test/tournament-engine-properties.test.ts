import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Match } from '../src/tournament-engine/engine.ts';
import { databases, startApp, type TestApp } from './helpers.ts';
import { newCup, playOut, roundOf, walletsMatchLedgers, type Decide } from './tournament-helpers.ts';

// The same bracket properties through the real engine and database: random brackets, random
// no-shows, tiebreaks and results, random prize currency, third-place rule and entry fee. Fewer
// brackets than the pure property test (each one registers its players through the api and runs
// every round on the dev clock); PostgreSQL runs fewer still.

const RUNS = { sqlite: 12, postgres: 6 } as const;
const SEED = Number(process.env.BRACKET_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** Deterministic numbers in [0, 1) from a seed (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(databases)('every bracket through the engine (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
  });
  afterAll(async () => t.close());

  it(`${RUNS[kind]} random brackets: places paid once within the pool, fees kept or refunded once`, async () => {
    const bracket = fc.record({
      n: fc.integer({ min: 10, max: 24 }),
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
      doubleRate: fc.constantFrom(0, 0.15, 0.6),
      currency: fc.constantFrom<'credits' | 'rupees'>('credits', 'rupees'),
      thirdPlace: fc.constantFrom<'match' | 'shared'>('match', 'shared'),
      fee: fc.constantFrom(0, 15),
      prizes: fc.tuple(fc.nat(5000), fc.nat(3000), fc.nat(1001)),
    });
    try {
      await fc.assert(
        fc.asyncProperty(bracket, async (b) => {
          const app = t.app;
          const cup = await newCup(t, b.n, b);
          const next = random(b.seed);
          const decide: Decide = async (m) => {
            const r = next();
            const [p1, p2] = [Number(m.player1_id), Number(m.player2_id)];
            if (r < b.doubleRate) return; // nobody came
            if (r < b.doubleRate + 0.1) return app.engine.recordPresence(m.id, next() < 0.5 ? p1 : p2);
            await app.engine.recordPresence(m.id, p1);
            await app.engine.recordPresence(m.id, p2);
            // Both came but no result: the better seed wins at the deadline (tiebreak).
            if (r < b.doubleRate + 0.2) return;
            await app.engine.recordResult(m.id, next() < 0.5 ? p1 : p2, 'room');
          };
          await playOut(app, cup, decide);
          await checkCup(t, cup.id, b);
        }),
        { numRuns: RUNS[kind], seed: SEED },
      );
    } catch (err) {
      throw new Error(`engine bracket property failed; rerun with BRACKET_SEED=${SEED}\n${String(err)}`);
    }
  });
});

async function checkCup(
  t: TestApp,
  id: number,
  b: { n: number; fee: number; currency: string; prizes: [number, number, number] },
): Promise<void> {
  const db = t.app.db;
  const cup = await db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(['finished', 'no-champion']).toContain(cup.engine_state);
  const entries = await db
    .selectFrom('tournament_entries')
    .selectAll()
    .where('tournament_id', '=', id)
    .execute();
  const champions = entries.filter((e) => e.place === 1);
  expect(champions).toHaveLength(cup.engine_state === 'finished' ? 1 : 0);

  const matches: Match[] = await roundOf(t.app, id);
  const losses = new Map<number, number>();
  const seen = new Set<string>();
  for (const m of matches) {
    expect(m.status).toBe('finished');
    for (const p of [m.player1_id, m.player2_id]) {
      if (p === null) continue;
      const key = `${m.round}:${p}`;
      expect(seen.has(key)).toBe(false); // one match a round
      seen.add(key);
      if (m.kind !== 'third-place' && Number(m.winner_id) !== Number(p))
        losses.set(Number(p), (losses.get(Number(p)) ?? 0) + 1);
    }
  }
  expect([...losses.values()].every((x) => x === 1)).toBe(true); // eliminated at most once

  const credited = await db
    .selectFrom('ledger')
    .select(['subscriber_id', 'delta', 'ref_key', 'reason'])
    .where((eb) =>
      eb.or([
        eb('ref_key', 'in', [`tournament-fee:${id}`, `tournament-refund:${id}`]),
        eb('ref_key', 'like', `tournament-prize:${id}:%`),
      ]),
    )
    .execute();
  const money = await db
    .selectFrom('money_ledger')
    .selectAll()
    .where('ref_key', 'like', `tournament-prize:${id}:%`)
    .execute();
  const unit = b.currency === 'rupees' ? 100 : 1;
  const paid =
    credited.filter((l) => l.reason === 'tournament-prize').reduce((x, l) => x + Number(l.delta), 0) +
    money.reduce((x, l) => x + Number(l.delta_paisa), 0);
  expect(paid).toBeLessThanOrEqual((b.prizes[0] + b.prizes[1] + b.prizes[2]) * unit);
  if (b.currency === 'rupees')
    expect(credited.filter((l) => l.reason === 'tournament-prize')).toHaveLength(0);
  else expect(money).toHaveLength(0);
  const places = await db.selectFrom('prize_places').selectAll().where('tournament_id', '=', id).execute();
  if (cup.engine_state === 'no-champion') expect(paid + places.length).toBe(0);

  // Each fee charged once; refunded once to everyone when nobody won, else kept by the operator.
  const fees = credited.filter((l) => l.reason === 'tournament-fee');
  const refunds = credited.filter((l) => l.reason === 'tournament-refund');
  expect(fees).toHaveLength(b.fee > 0 ? b.n : 0);
  expect(new Set(refunds.map((r) => Number(r.subscriber_id))).size).toBe(refunds.length);
  expect(refunds).toHaveLength(cup.engine_state === 'no-champion' && b.fee > 0 ? b.n : 0);
  expect(await walletsMatchLedgers(t.app)).toBe(true);
}
