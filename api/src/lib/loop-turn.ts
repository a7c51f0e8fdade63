import { performance } from 'node:perf_hooks';

/**
 * How long the event loop's current turn has run, to within `beatMs`: a timer notes the time at
 * the start of every turn, so a handler that sees a large gap is running late in a long turn (the
 * process is busy, or starved of CPU). Requests read late in such a turn are refused at once, which
 * keeps every turn short: a request that is let in is answered quickly instead of queueing.
 */
export function loopTurnClock(beatMs = 10): { sinceTurnStart(): number; stop(): void } {
  let beat = performance.now();
  const timer = setInterval(() => {
    beat = performance.now();
  }, beatMs);
  timer.unref();
  return { sinceTurnStart: () => performance.now() - beat, stop: () => clearInterval(timer) };
}
