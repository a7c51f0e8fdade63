/**
 * The tournament engine with one big tournament: how long it holds the event loop, and what a
 * running tournament costs the api's other requests.
 *   node scripts/pnpm.mjs --filter @portal/api exec tsx ../bench/engine-bench.ts [players]
 *   api/scripts/with-postgres.sh node scripts/pnpm.mjs --filter @portal/api exec tsx ../bench/engine-bench.ts --pg [players]
 * Builds a database through the api's migrations, adds `players` (default 50,000) checked-in
 * players to one Cannon Clash tournament (multi-row inserts), then on the dev clock: draws round 1
 * and texts it, starts it, records results as the room server would (each advancing the
 * tournament when it closes its round; a sample of 1,000 at 200/s), settles the rest at the
 * deadline from presence, closes round 1, draws round 2 and texts it. A timer measures every gap in the event loop meanwhile (the
 * longest slice of work the api could not interrupt) with the CPU time spent in it.
 * Meanwhile, requests/s and p99 of a signed-in read (GET /api/v1/user/profile, autocannon in its own
 * process) with the engine idle and while the running tournament ticks every second (in turns),
 * and while results arrive besides. BENCH_SLICES_FILE=<file> writes every slice with its monotonic times (to read beside a
 * --cpu-prof profile); BENCH_KEEP=1 keeps the SQLite file.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type PgModule from 'pg';
import { buildApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { bulkCup, bulkSubscribers } from '../api/test/support/bulk-cups.ts';
import { mintToken } from '../api/test/landing-client.ts';
import { describe, loopMonitor, pct } from './lib/loop-monitor.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const autocannonBin = createRequire(join(root, 'bench', 'package.json')).resolve('autocannon/autocannon.js');
const pg = createRequire(join(root, 'api', 'package.json'))('pg') as typeof PgModule;
const args = process.argv.slice(2);
const usePg = args.includes('--pg');
const PLAYERS = Number(args.find((a) => /^\d+$/.test(a)) ?? 50_000);
const HOUR = 3_600_000;
const PORT = Number(process.env.BENCH_PORT ?? 8291);

async function database(dir: string): Promise<Record<string, string>> {
  if (!usePg) return { SQLITE_FILE: join(dir, 'engine.sqlite') };
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('--pg needs TEST_DATABASE_URL (run under api/scripts/with-postgres.sh)');
  const name = `pz_engine_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** autocannon in its own process against a signed-in read; requests/s and p99 latency. */
interface Reads {
  rps: number;
  p99: number;
}

function load(token: string, seconds: number): Promise<Reads> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      autocannonBin,
      '-j',
      '-c',
      '20',
      '-d',
      String(seconds),
      '-H',
      `authorization=Bearer ${token}`,
      `http://127.0.0.1:${PORT}/api/v1/user/profile`,
    ]);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p99: number };
        non2xx: number;
      };
      if (r.non2xx > 0) console.log(`  (${r.non2xx} answers were not 2xx)`);
      resolve({ rps: r.requests.average, p99: r.latency.p99 });
    });
  });
}

const monitor = loopMonitor();

async function phase(name: string, work: () => Promise<unknown>): Promise<void> {
  const t0 = performance.now();
  monitor.start(name);
  await work();
  const slices = monitor.stop();
  console.log(`${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s; ${describe(slices)}`);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pz-engine-bench-'));
  const env = await database(dir);
  const config = loadConfig({
    JWT_SECRET: 'engine-bench-jwt-secret-0123456789abcdef0123',
    SUBSCRIPTION_SECRET: 'engine-bench-subscription-secret-0123456789',
    OPERATOR_KEY: 'engine-bench-operator-key-0123456789',
    UPLOAD_DIR: join(dir, 'uploads'),
    WEB_ROOT: dir,
    LOG: '0',
    DEV_TOOLS: '1',
    SMS_CONSOLE: '0',
    ENGINE_TICK_MS: '0',
    ROOMS: '0',
    OVERLOAD_MAX_LOOP_DELAY_MS: '0',
    RATE_LIMIT_TOKEN: '1000000',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  console.log(
    `engine bench: ${PLAYERS} players, ${usePg ? 'PostgreSQL' : 'SQLite'}, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  try {
    const t0 = performance.now();
    const ids = await bulkSubscribers(app.db, PLAYERS, app.nowIso());
    const start = app.clock.now().getTime() + 3 * HOUR;
    const spec = {
      players: PLAYERS,
      game: 'Cannon Clash',
      currency: 'credits',
      thirdPlace: 'match',
      fee: 0,
    } as const;
    const cup = await bulkCup(
      app.db,
      { ...spec, prizes: [1000, 500, 200], start, name: 'Bench Cup' },
      ids,
      app.nowIso(),
    );
    console.log(`seeded ${PLAYERS} players in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const tick = async (at: number) => {
      app.clock.set(new Date(at));
      await app.engine.tick();
    };
    const open = () =>
      app.db
        .selectFrom('tournament_matches')
        .selectAll()
        .where('tournament_id', '=', cup)
        .where('round', '=', 1)
        .where('status', '!=', 'finished')
        .orderBy('slot')
        .execute();
    await phase('draw round 1 and text it', () => tick(start - HOUR));
    await phase('start', () => tick(start));
    const matches = await open();
    const idleToken = await mintToken(app, ids[0] as number);
    // Idle and running (the engine ticks every second, no result arriving) in turns, three of
    // each, so a change in the machine's load falls on both.
    const idle: Reads[] = [];
    const ticking: Reads[] = [];
    await phase('running, ticks every second, reads under load (3 x 3 s, between idle turns)', async () => {
      for (let i = 0; i < 3; i++) {
        idle.push(await load(idleToken, 3));
        const ticker = setInterval(() => void app.engine.tick(), 1000);
        ticking.push(await load(idleToken, 3));
        clearInterval(ticker);
      }
    });
    // Results arrive as from the room server (each advancing the tournament when it closes its
    // round), paced at BENCH_RESULTS_PER_S (default 200/s, a busy round of 25,000 matches), while
    // the engine ticks every second and autocannon reads: the throughput of a running tournament.
    // A sample of results is enough for their cost; the rest are settled at the deadline.
    const rate = Number(process.env.BENCH_RESULTS_PER_S ?? 200);
    const played = matches.slice(
      0,
      Math.min(Number(process.env.BENCH_RESULTS ?? 1000), Math.floor(matches.length * 0.9)),
    );
    const latencies: number[] = [];
    let busy: Reads = { rps: 0, p99: 0 };
    await phase(`${played.length} results at ${rate}/s, ticks every second, reads under load`, async () => {
      const ticker = setInterval(() => void app.engine.tick(), 1000);
      const reads = load(
        await mintToken(app, ids[1] as number),
        Math.max(5, Math.ceil(played.length / rate)),
      );
      const t0 = performance.now();
      for (const [i, m] of played.entries()) {
        const wait = t0 + (i * 1000) / rate - performance.now();
        // Results arrive as separate events (room server, requests): the loop turns between them.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
        const t1 = performance.now();
        await app.engine.recordPresence(m.id, Number(m.player1_id));
        await app.engine.recordResult(m.id, Number(m.player1_id), 'room');
        latencies.push(performance.now() - t1);
      }
      busy = await reads;
      clearInterval(ticker);
    });
    const slowest = latencies.indexOf(Math.max(...latencies));
    console.log(
      `a result (presence + result + advance): ${latencies.length} results, p50 ${pct(latencies, 50).toFixed(1)} ms, ` +
        `p95 ${pct(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (result #${slowest + 1})`,
    );
    // The other matches had no room result, but their first player was in the room: the deadline
    // gives them the match by no-show, so round 2 has as many players as a played round 1.
    const rest = matches.slice(played.length);
    for (let i = 0; i < rest.length; i += 500) {
      await app.db
        .insertInto('match_reports')
        .values(
          rest.slice(i, i + 500).map((m) => ({
            match_id: m.id,
            subscriber_id: Number(m.player1_id),
            kind: 'presence',
            result_flag: null,
            created_at: app.nowIso(),
          })),
        )
        .execute();
    }
    await phase(`deadline: settle ${rest.length} by presence, close round 1, draw round 2`, () =>
      tick(start + 31 * 60_000),
    );
    const round2 = await app.db
      .selectFrom('tournament_matches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tournament_id', '=', cup)
      .where('round', '=', 2)
      .executeTakeFirstOrThrow();
    await phase(`round 2 texts (${Number(round2.n)} matches)`, () => tick(start + 23 * HOUR));
    const summary = (xs: Reads[]) =>
      `median ${pct(
        xs.map((x) => x.rps),
        50,
      ).toFixed(
        0,
      )} req/s (${xs.map((x) => x.rps.toFixed(0)).join(', ')}), p99 ${xs.map((x) => x.p99).join(', ')} ms`;
    console.log(`api reads idle: ${summary(idle)}`);
    console.log(`api reads while the tournament runs (ticks): ${summary(ticking)}`);
    console.log(
      `api reads while results arrive at ${rate}/s: ${busy.rps.toFixed(0)} req/s, p99 ${busy.p99} ms`,
    );
    console.log(
      `load average at the end ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    monitor.save(process.env.BENCH_SLICES_FILE);
    await app.close();
    // BENCH_KEEP=1 keeps the SQLite file for a look at the query plans.
    if (process.env.BENCH_KEEP) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

await main();
