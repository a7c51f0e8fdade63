import { setImmediate as nextTurn } from 'node:timers/promises';

// better-sqlite3 answers synchronously, so a chain of awaited queries holds the event loop until
// the chain ends: the engine's big steps (a draw, a round's texts, a deadline pass, closing a
// round) give the loop a turn whenever the work since the last turn reaches a time budget, and
// size each statement by the time its rows took last, so one statement never holds the loop long
// however busy the machine is. (On PostgreSQL every query already lets the loop turn; the budget
// then bounds the work done between two queries.)

/** Work between two turns of the event loop stays near this (ms). */
export const SLICE_MS = 10;
/** A statement is sized to take about this long at the rate measured last (ms). */
const STATEMENT_MS = 4;
const MAX_ROWS = 500;
/**
 * The sizes a statement may have: few, so a batch statement's SQL repeats and the SQLite
 * connection's prepared statement (db/connect.ts keeps them by SQL text) is reused.
 */
const SIZES = [50, 100, 200, 500, 1_000, 2_000, 5_000];

let since = performance.now();
/** While above 0, work runs without turns (see withoutTurns). */
let held = 0;

/**
 * The process's CPU time (ms). A statement is sized by the CPU its rows cost, not the wall time:
 * on a busy machine the wall time is mostly waiting for a core, and on PostgreSQL mostly the
 * round trip, during which the loop is free.
 */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Gives the event loop a turn now. */
export async function pause(): Promise<void> {
  if (held > 0) return;
  await nextTurn();
  since = performance.now();
}

/**
 * Runs `work` without giving the event loop a turn. The demo seed plays its ended tournaments
 * through the engine inside its one start-up transaction: on SQLite a turn there would let another
 * app on the same file (a second api in the same process) begin writing, and better-sqlite3 waits
 * for the lock without returning to the loop, so the seed could never commit. The seed's few dozen
 * matches take milliseconds, before the api listens.
 */
export async function withoutTurns<T>(work: () => Promise<T>): Promise<T> {
  held++;
  try {
    return await work();
  } finally {
    held--;
  }
}

/** Gives the event loop a turn when the work since the last turn has used the slice's budget. */
export async function turn(): Promise<void> {
  if (performance.now() - since >= SLICE_MS) await pause();
}

/**
 * Sizes the statements of one piece of work (drawing a round, texting it, settling it): rows per
 * statement follow the CPU time per row measured on the statements before (one of a few sizes, 50 to
 * `maxRows`).
 */
export class Batcher {
  private msPerRow: number;

  constructor(
    startRows = 200,
    private readonly maxRows = MAX_ROWS,
  ) {
    this.msPerRow = STATEMENT_MS / startRows;
  }

  /** Rows for the next statement: the largest size that fits the time, at least 50. */
  rows(): number {
    const fit = Math.min(this.maxRows, STATEMENT_MS / this.msPerRow);
    let rows = SIZES[0] as number;
    for (const size of SIZES) if (size <= fit) rows = size;
    return rows;
  }

  /** Runs a statement (or a small group of them) over `n` rows and learns the CPU time per row. */
  async measure<T>(n: number, work: () => Promise<T>): Promise<T> {
    const before = cpuMs();
    const out = await work();
    if (n > 0) this.msPerRow = (this.msPerRow + Math.max(1e-4, (cpuMs() - before) / n)) / 2;
    return out;
  }
}

/** Splits `items` into the batches a Batcher sizes, running each with a turn check after it. */
export async function inBatches<T>(
  items: readonly T[],
  batcher: Batcher,
  work: (batch: T[]) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length;) {
    const batch = items.slice(i, i + batcher.rows());
    await batcher.measure(batch.length, () => work(batch));
    i += batch.length;
    await turn();
  }
}
