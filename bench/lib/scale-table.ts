/**
 * The tables bench/scale-bench.ts prints: each route's figures per base size, then for the largest
 * size against the smallest the latency ratio (median, met at most 1.5) and the throughput ratio
 * (requests/s, met at least 0.5).
 */
import { label } from '../../api/test/support/scale-store.ts';

export interface Cell {
  ms: number; // median of the sequential requests
  rps?: number; // requests/s under load
  p99?: number;
  errors?: number;
}
export type Cells = Map<string, Cell>;

export const LATENCY_LIMIT = 1.5;
export const THROUGHPUT_FLOOR = 0.5;

const show = (c: Cell | undefined) =>
  !c
    ? ''
    : c.rps === undefined
      ? `${c.ms.toFixed(1)} ms`
      : `${c.ms.toFixed(1)} ms, ${Math.round(c.rps).toLocaleString('en')}/s (p99 ${c.p99} ms)${c.errors ? `, ${c.errors} errors` : ''}`;

export function printTables(sizes: number[], names: string[], results: Map<number, Cells>): void {
  console.log(`| route | ${sizes.map(label).join(' | ')} |`);
  console.log(`|---|${sizes.map(() => '---').join('|')}|`);
  for (const name of names)
    console.log(`| ${name} | ${sizes.map((s) => show(results.get(s)?.get(name))).join(' | ')} |`);
  if (sizes.length < 2) return;
  const small = Math.min(...sizes);
  const large = Math.max(...sizes);
  const r = `${label(large)}/${label(small)}`;
  console.log(
    `\n| route | latency ${r} (met <= ${LATENCY_LIMIT}) | throughput ${r} (met >= ${THROUGHPUT_FLOOR}) |`,
  );
  console.log('|---|---|---|');
  let missed = 0;
  for (const name of names) {
    const a = results.get(small)?.get(name);
    const b = results.get(large)?.get(name);
    if (!a || !b) continue;
    const lat = b.ms / a.ms;
    const latOk = lat <= LATENCY_LIMIT;
    let thr = 'n/a';
    let thrOk = true;
    if (a.rps !== undefined && b.rps !== undefined) {
      const x = b.rps / a.rps;
      thrOk = x >= THROUGHPUT_FLOOR;
      thr = `${x.toFixed(2)} ${thrOk ? 'met' : 'missed'}`;
    }
    if (!latOk || !thrOk) missed++;
    console.log(`| ${name} | ${lat.toFixed(2)} ${latOk ? 'met' : 'missed'} | ${thr} |`);
  }
  console.log(
    `\n${missed === 0 ? 'Every route met both bounds' : `${missed} route(s) missed a bound`} at ${label(large)} against ${label(small)}.`,
  );
}
