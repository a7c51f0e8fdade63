// Event-loop slices for the engine bench: a 1 ms timer notes every gap between its turns longer
// than 2 ms (the loop was held that long by one piece of work), with the process's CPU time over
// the gap, so a slice inflated by a busy machine (wall time long, CPU time short) shows as such.
import { writeFileSync } from 'node:fs';

export interface Slice {
  phase: string;
  /** Wall time of the gap. */
  ms: number;
  /** CPU time (user + system) the process used during the gap. */
  cpuMs: number;
  /** Start and end on the monotonic clock in microseconds (a --cpu-prof profile's clock). */
  startUs: number;
  endUs: number;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

export function loopMonitor() {
  const all: Slice[] = [];
  let current: Slice[] = [];
  let phase = '';
  let lastUs = nowUs();
  let lastCpu = cpuUs();
  let timer: NodeJS.Timeout | null = null;
  const beat = () => {
    const us = nowUs();
    const cpu = cpuUs();
    if (us - lastUs > 2000) {
      const slice = {
        phase,
        ms: (us - lastUs) / 1000,
        cpuMs: (cpu - lastCpu) / 1000,
        startUs: lastUs,
        endUs: us,
      };
      current.push(slice);
      all.push(slice);
    }
    lastUs = us;
    lastCpu = cpu;
    timer = setTimeout(beat, 1);
  };
  return {
    start(name: string) {
      phase = name;
      current = [];
      lastUs = nowUs();
      lastCpu = cpuUs();
      timer = setTimeout(beat, 1);
    },
    stop(): Slice[] {
      if (timer) clearTimeout(timer);
      timer = null;
      return current;
    },
    /** Every slice of the run as JSON (to line them up with a --cpu-prof profile). */
    save(file: string | undefined) {
      if (file) writeFileSync(file, JSON.stringify(all));
    },
  };
}

export const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number);
};

const ms = (x: number) => `${x.toFixed(1)} ms`;

/** 'slices 170, p50 .. max .. (cpu p50 .. max ..)' */
export function describe(slices: readonly Slice[]): string {
  const wall = slices.map((s) => s.ms);
  const cpu = slices.map((s) => s.cpuMs);
  return (
    `slices ${slices.length}, p50 ${ms(pct(wall, 50))}, p95 ${ms(pct(wall, 95))}, max ${ms(Math.max(0, ...wall))}` +
    `; cpu p50 ${ms(pct(cpu, 50))}, p95 ${ms(pct(cpu, 95))}, max ${ms(Math.max(0, ...cpu))}`
  );
}
