// Load shedding: the api runs in a process of its own (as in production), 200 clients hammer one
// route for a few seconds; once the event loop falls behind, or too many requests are in flight,
// the api answers 503 with Retry-After at once instead of queueing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 21_000 + (process.pid % 4000);
const BASE = `http://127.0.0.1:${PORT}`;

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/remotes.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('api did not start');
}

describe('overload', () => {
  let child: ChildProcess;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pz-overload-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        PORT: String(PORT),
        SQLITE_FILE: join(dir, 'db.sqlite'),
        UPLOAD_DIR: join(dir, 'uploads'),
        LOG: '0',
        ROOMS: '0',
        ENGINE_TICK_MS: '0',
        // Shed once the loop's mean delay passes 20 ms, checked every 100 ms.
        OVERLOAD_MAX_LOOP_DELAY_MS: '20',
        OVERLOAD_SAMPLE_MS: '100',
        OVERLOAD_RETRY_AFTER: '3',
        OVERLOAD_MAX_IN_FLIGHT: '32',
      },
    });
    await waitForServer(Date.now() + 60_000);
  }, 90_000);
  afterAll(() => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('200 clients for 4 s: the api sheds with 503 and Retry-After, then recovers', async () => {
    const until = Date.now() + 4000;
    const waits: number[] = [];
    const statuses = new Map<number, number>();
    let retryAfterMissing = 0;
    // Each client opens its connection with a first request outside the count: 200 connections
    // opening at once measure the machine's scheduler, not the api's queue.
    const client = async () => {
      await (await fetch(`${BASE}/remotes.json`)).arrayBuffer();
      while (Date.now() < until) {
        const started = performance.now();
        // The OpenAPI document, compressed for each request: a heavy read anyone can make.
        const res = await fetch(`${BASE}/api/docs/json`, { headers: { 'accept-encoding': 'br, gzip' } });
        await res.arrayBuffer();
        waits.push(performance.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 503) {
          if (res.headers.get('retry-after') !== '3') retryAfterMissing++;
        }
      }
    };
    await Promise.all(Array.from({ length: 200 }, client));
    const shed = statuses.get(503) ?? 0;
    const slowest = Math.max(...waits);
    const sorted = [...waits].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    if (process.env.PROBE_REPORT)
      console.info(JSON.stringify(Object.fromEntries(statuses)), 'slowest ms', Math.round(slowest), 'p95', Math.round(p95), 'requests', waits.length);
    expect(shed).toBeGreaterThan(0);
    expect(retryAfterMissing).toBe(0);
    expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
    // The waits are printed (PROBE_REPORT=1), not asserted: on a shared 2-core machine the 200
    // clients in this process are starved as much as the api, so the figure measures the machine.
    // The api's own bound is the in-flight cap (OVERLOAD_MAX_IN_FLIGHT) times a request's cost.
    // Once the load stops, the api answers normally again.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await fetch(`${BASE}/api/docs/json`)).status).toBe(200);
  }, 60_000);
});
