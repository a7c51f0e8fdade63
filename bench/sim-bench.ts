/**
 * Simulation step costs for the three games' pure rules, and how many Cannon Clash matches one
 * core can step at the 20 Hz server rate. Run:
 *   node scripts/pnpm.mjs --filter @portal/api exec tsx ../bench/sim-bench.ts
 * Each figure is the median of RUNS timed runs after a warm-up run.
 */
import { performance } from 'node:perf_hooks';
import {
  createAimTrain,
  perfectClicks,
  playLevel,
  step as aimStep,
  verifyReplay,
  type AimReplay,
} from '../game-rules/src/aim-train/index';
import { clickTile, createPuzzle, type PuzzleState } from '../game-rules/src/puzzle/index';
import {
  CC_TICK_HZ,
  applyInput,
  attacker,
  createMatch,
  erraticPlayer,
  snapshot,
  step as ccStep,
  type CannonPlayer,
  type MatchState,
} from '../game-rules/src/cannon-clash/index';
import { createRng } from '../game-rules/src/random';

const RUNS = 7;

interface Measure {
  /** Operations performed by one run. */
  ops: number;
  /** Milliseconds for that run. */
  ms: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Median nanoseconds per operation over RUNS runs (after one warm-up). */
function nsPerOp(run: () => Measure): number {
  run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { ops, ms } = run();
    samples.push((ms * 1e6) / ops);
  }
  return median(samples);
}

function timed(body: () => number): Measure {
  const t0 = performance.now();
  const ops = body();
  return { ops, ms: performance.now() - t0 };
}

// Aim Train: the perfect player through all 25 levels (a step per tick, the bot's read included).
function aimPerfect(): Measure {
  return timed(() => {
    let steps = 0;
    for (let level = 1; level <= 25; level += 1) {
      for (let seed = 1; seed <= 4; seed += 1) {
        let s = createAimTrain(level, seed);
        while (s.status === 'playing') {
          s = aimStep(s, perfectClicks(s));
          steps += 1;
        }
      }
    }
    return steps;
  });
}

// Aim Train level 25 with nobody clicking: the screen fills with 5 moving targets.
function aimCrowded(): Measure {
  return timed(() => {
    let steps = 0;
    for (let seed = 1; seed <= 200; seed += 1) {
      let s = createAimTrain(25, seed);
      while (s.status === 'playing') {
        s = aimStep(s, []);
        steps += 1;
      }
    }
    return steps;
  });
}

const replays: AimReplay[] = Array.from({ length: 25 }, (_, i) => playLevel(i + 1, 99, perfectClicks).replay);
function aimVerify(): Measure {
  return timed(() => {
    for (const r of replays) verifyReplay(r);
    return replays.length;
  });
}

// Puzzle: clicks on a Hard (5x5) board; a fresh board whenever one finishes.
function puzzleClicks(): Measure {
  const rng = createRng(5);
  const ids = Array.from({ length: 200_000 }, () => rng.int(0, 24));
  return timed(() => {
    let p: PuzzleState = createPuzzle(3, 1);
    let n = 0;
    for (const id of ids) {
      if (p.status === 'solved' || p.status === 'failed') p = createPuzzle(3, n);
      p = clickTile(p, id);
      n += 1;
    }
    return n;
  });
}

function puzzleCreate(): Measure {
  return timed(() => {
    for (let i = 0; i < 20_000; i += 1) createPuzzle(3, i);
    return 20_000;
  });
}

/**
 * Cannon Clash: whole 3-minute matches, both sides firing all the time, inputs applied each
 * tick. With `withBroadcast`, each step also builds both players' snapshots as JSON, as a room
 * server would send them.
 */
function cannonMatches(withBroadcast: boolean, mirror: boolean): () => Measure {
  return () =>
    timed(() => {
      let steps = 0;
      for (let seed = 1; seed <= 4; seed += 1) {
        let s: MatchState = createMatch(seed);
        const p1: CannonPlayer = mirror ? attacker : erraticPlayer(seed);
        while (s.status === 'playing') {
          s = applyInput(s, 0, attacker(s, 0) ?? {});
          s = applyInput(s, 1, p1(s, 1) ?? {});
          s = ccStep(s);
          if (withBroadcast) {
            JSON.stringify(snapshot(s, 0));
            JSON.stringify(snapshot(s, 1));
          }
          steps += 1;
        }
      }
      return steps;
    });
}

function fmt(ns: number): string {
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1000) return `${(ns / 1000).toFixed(2)} µs`;
  return ns >= 10 ? `${ns.toFixed(0)} ns` : `${ns.toFixed(2)} ns`;
}

const rows: [string, string, string][] = [];
const add = (name: string, ns: number, extra = ''): void => {
  rows.push([name, fmt(ns), extra]);
};

// A fixed arithmetic loop, so figures from different (or busy) machines can be compared.
function calibration(): Measure {
  return timed(() => {
    let x = 0;
    for (let i = 0; i < 1e7; i += 1) x += i * 0.5;
    return x > 0 ? 1e7 : 0;
  });
}
add('Baseline: one float add in a loop (machine speed)', nsPerOp(calibration), '');
const aimNs = nsPerOp(aimPerfect);
add('Aim Train step (perfect player, levels 1-25)', aimNs, `${fmtRate(aimNs)} steps/s`);
const crowdNs = nsPerOp(aimCrowded);
add('Aim Train step (level 25, 5 moving targets)', crowdNs, `${fmtRate(crowdNs)} steps/s`);
const verifyNs = nsPerOp(aimVerify);
add('Aim Train verifyReplay (one level, api check)', verifyNs, `${fmtRate(verifyNs)} checks/s`);
const clickNs = nsPerOp(puzzleClicks);
add('Puzzle clickTile (5x5)', clickNs, `${fmtRate(clickNs)} clicks/s`);
add('Puzzle createPuzzle (5x5)', nsPerOp(puzzleCreate), '');
const ccMixed = nsPerOp(cannonMatches(false, false));
const ccMirror = nsPerOp(cannonMatches(false, true));
const ccBroadcast = nsPerOp(cannonMatches(true, true));
const rooms = (ns: number): string => `${Math.floor(1e9 / ns / CC_TICK_HZ)} matches/core @${CC_TICK_HZ} Hz`;
add('Cannon Clash step (attacker vs erratic)', ccMixed, rooms(ccMixed));
add('Cannon Clash step (mirror: same lane, crowds fighting)', ccMirror, rooms(ccMirror));
add('Cannon Clash step + 2 JSON snapshots (mirror)', ccBroadcast, rooms(ccBroadcast));

function fmtRate(ns: number): string {
  return Math.round(1e9 / ns).toLocaleString('en-US');
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0), 10));
const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(`Game rules simulation bench (node ${process.version}, median of ${RUNS} runs)`);
console.log(line(['what', 'per op', 'capacity']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(line(r));
