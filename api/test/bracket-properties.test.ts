import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { pairRound, roundsFor } from '../src/tournament-engine/bracket.ts';
import {
  endOfRound,
  needsThirdPlaceMatch,
  placesAtEnd,
  shares,
  type Award,
  type MatchOutcome,
  type ThirdPlaceRule,
} from '../src/tournament-engine/rules.ts';

// Property tests over the engine's pure rules: random brackets of 10-256 players with random
// no-show and result patterns, played round by round exactly as the engine plays them.

/** Each match: 0 player 1 wins, 1 player 2 wins, 2 double no-show. */
type Pick = (round: number, slot: number) => 0 | 1 | 2;

interface Run {
  rounds: MatchOutcome[][];
  champion: number | null;
  awards: Award[];
}

function play(n: number, rule: ThirdPlaceRule, pick: Pick): Run {
  let players = Array.from({ length: n }, (_, i) => i + 1); // seed order = id order
  const seedOf = (id: number) => id;
  const hadBye = new Set<number>();
  const rounds: MatchOutcome[][] = [];
  let third: [number, number] | null = null;
  for (let round = 1; round <= 64; round++) {
    const { pairs, bye } = pairRound(players, hadBye);
    const matches: MatchOutcome[] = pairs.map(([a, b], i) => {
      const r = pick(round, i);
      return { player1: a, player2: b, winner: r === 0 ? a : r === 1 ? b : null, kind: null };
    });
    if (bye !== null) {
      hadBye.add(bye);
      matches.push({ player1: bye, player2: null, winner: bye, kind: null });
    }
    if (third) {
      const r = pick(round, 999);
      const [a, b] = third;
      matches.push({ player1: a, player2: b, winner: r === 0 ? a : r === 1 ? b : null, kind: 'third-place' });
    }
    rounds.push(matches);
    const end = endOfRound(matches, seedOf);
    if (end.kind === 'next') {
      third = needsThirdPlaceMatch(end.players, matches, rule);
      players = end.players;
      continue;
    }
    if (end.kind === 'no-champion') return { rounds, champion: null, awards: [] };
    const previous = rounds[rounds.length - 2] ?? [];
    return { rounds, champion: end.champion, awards: placesAtEnd(end.champion, matches, previous, rule) };
  }
  throw new Error('bracket did not end');
}

const bracket = fc.record({
  n: fc.integer({ min: 10, max: 256 }),
  rule: fc.constantFrom<ThirdPlaceRule>('match', 'shared'),
  // How often a match is a double no-show: never, sometimes, often, always.
  doubleRate: fc.constantFrom(0, 0.1, 0.5, 1),
  picks: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 64, maxLength: 64 }),
  prizes: fc.tuple(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000)),
});

const SEED = Number(process.env.BRACKET_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('every bracket (property tests, pure rules)', () => {
  it('500 random brackets: one champion or none, eliminated once, one match a round, byes, pool never exceeded', () => {
    try {
      fc.assert(
        fc.property(bracket, ({ n, rule, doubleRate, picks, prizes }) => {
          const pick: Pick = (round, slot) => {
            const x = picks[(round * 31 + slot * 7) % picks.length] as number;
            const y = picks[(round * 17 + slot * 13 + 5) % picks.length] as number;
            return x < doubleRate ? 2 : y < 0.5 ? 0 : 1;
          };
          const run = play(n, rule, pick);
          check(n, run, prizes);
        }),
        { numRuns: 500, seed: SEED },
      );
    } catch (err) {
      throw new Error(`bracket property failed; rerun with BRACKET_SEED=${SEED}\n${String(err)}`);
    }
  });
});

describe('the third-place match follows the field (better seeds always win)', () => {
  // 4, 8 and 16 players reach two semi-finals; 12 go 6, 3 (one semi-final and a bye), 2: the
  // lone semi-final loser is 3rd with nobody to play, and no third-place match is drawn.
  it.each([
    [4, true],
    [8, true],
    [12, false],
    [16, true],
  ])('%i players: a third-place match %s', (n, expected) => {
    const run = play(n, 'match', () => 0);
    const final = run.rounds[run.rounds.length - 1] as MatchOutcome[];
    expect(final.some((m) => m.kind === 'third-place')).toBe(expected);
    expect(run.awards.find((a) => a.place === 3)?.winners).toHaveLength(1);
  });
});

function check(n: number, run: Run, prizes: [number, number, number]): void {
  const eliminated = new Map<number, number>();
  const hadBye = new Set<number>();
  for (const [r, matches] of run.rounds.entries()) {
    const inRound = new Set<number>();
    for (const m of matches) {
      const people = [m.player1, m.player2].filter((p): p is number => p !== null);
      for (const p of people) {
        // No player in two matches of a round, nor playing on after elimination (except the
        // third-place match, played by the two semi-final losers).
        expect(inRound.has(p)).toBe(false);
        inRound.add(p);
        if (m.kind !== 'third-place') expect(eliminated.has(p)).toBe(false);
      }
      if (m.kind === 'third-place') continue;
      for (const p of people) if (m.winner !== p) eliminated.set(p, r + 1);
    }
    // Byes: at most one a round, to the best seed without one (a second bye only when all had one).
    const bracket = matches.filter((m) => m.kind !== 'third-place');
    const byes = bracket.filter((m) => m.player2 === null);
    expect(byes.length).toBe(
      bracket.flatMap((m) => [m.player1, m.player2]).filter((p) => p !== null).length % 2,
    );
    for (const b of byes) {
      const players = bracket.flatMap((m) => [m.player1, m.player2]).filter((p): p is number => p !== null);
      const without = players.filter((p) => !hadBye.has(p)).sort((x, y) => x - y);
      expect(b.player1).toBe(without[0] ?? Math.min(...players));
      hadBye.add(b.player1);
    }
  }
  expect(run.rounds.length).toBeLessThanOrEqual(roundsFor(n));
  if (run.champion === null) {
    // No survivor: every player is out and nobody is paid (the engine refunds the fees).
    expect(eliminated.size).toBe(n);
    expect(run.awards).toEqual([]);
    const last = run.rounds[run.rounds.length - 1] as MatchOutcome[];
    expect(last.filter((m) => m.kind !== 'third-place').every((m) => m.winner === null)).toBe(true);
    return;
  }
  expect(eliminated.has(run.champion)).toBe(false);
  expect(eliminated.size).toBe(n - 1);
  const placed = run.awards.flatMap((a) => a.winners);
  expect(new Set(placed).size).toBe(placed.length);
  expect(run.awards[0]).toEqual({ place: 1, winners: [run.champion] });
  expect(new Set(run.awards.map((a) => a.place)).size).toBe(run.awards.length);
  const pool = prizes[0] + prizes[1] + prizes[2];
  const paid = run.awards
    .flatMap((a) => shares(prizes[a.place - 1] as number, a.winners.length))
    .reduce((x, y) => x + y, 0);
  expect(paid).toBeLessThanOrEqual(pool);
}
