/**
 * What each subscriber-facing route costs as the subscriber base grows.
 *   node scripts/pnpm.mjs --filter @portal/api exec tsx ../bench/scale-bench.ts 1k 10k 100k 1M
 *   api/scripts/with-postgres.sh node scripts/pnpm.mjs --filter @portal/api exec tsx ../bench/scale-bench.ts --pg 1k 10k
 * For each size it builds a database through the api's own migrations and demo seed, adds the base
 * (test/support/scale-base.ts: ~20 ledger rows, 10 streak claims, 8 level plays, 3 daily entries per
 * subscriber; 60 tournaments with up to 19.5% of the base registered), starts one api process on it
 * and measures each route as a signed-in subscriber from the middle of the base: the median of 50
 * sequential requests, then requests/s and p99 with 50 connections for 5 s (autocannon). The
 * leaderboard serves one answer for 2 s, so it also gets a row for a request after the cache expired.
 * Without --pg it uses SQLite; with --pg, the PostgreSQL cluster in TEST_DATABASE_URL.
 *
 * A 1M base takes about 25 minutes to build, so building and measuring can run apart:
 *   ... scale-bench.ts --build-only --keep /work/scale-bases/sqlite 1k 1M     builds and keeps the bases
 *   ... scale-bench.ts --reuse /work/scale-bases/sqlite 1k 1M                 only measures them
 *   bench/pg-cluster.sh start /work/scale-bases/pg                           a cluster that outlives the run
 *   ... scale-bench.ts --pg --build-only --keep /work/scale-bases/pg 1k 1M
 *   ... scale-bench.ts --pg --reuse /work/scale-bases/pg 1k 1M
 * (api/test/support/scale-store.ts: where the bases live). Each measurement runs on a copy of the kept base,
 * dropped afterwards, so a measurement can be repeated on the same base. --keep without --build-only
 * builds, keeps and measures. After the table comes, for the largest size against the smallest, each
 * route's latency ratio (met at most 1.5) and throughput ratio (met at least 0.5).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { connect } from '../api/src/db/connect.ts';
import { createSession } from '../api/src/lib/sessions.ts';
import { signReference } from '../api/src/lib/tokens.ts';
import { fillBase, totalsMismatches, type Target } from '../api/test/support/scale-base.ts';
import { label, openStore, type Store } from '../api/test/support/scale-store.ts';
import { printTables, type Cells } from './lib/scale-table.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'api');
// autocannon is the bench package's dependency; this file runs from the api package.
const autocannon = createRequire(join(root, 'bench', 'package.json'))('autocannon');

const args = process.argv.slice(2);
const usePg = args.includes('--pg');
const buildOnly = args.includes('--build-only');
const dirOf = (flag: string) => {
  const i = args.indexOf(flag);
  if (i < 0) return null;
  const dir = args[i + 1];
  if (!dir || dir.startsWith('--')) throw new Error(`${flag} needs a directory`);
  args.splice(i, 2);
  return dir;
};
const keepDir = dirOf('--keep');
const reuseDir = dirOf('--reuse');
if (keepDir && reuseDir) throw new Error('--keep builds, --reuse measures: give one of them');
if (buildOnly && !keepDir) throw new Error('--build-only needs --keep <dir>');
const sizes = args.filter((a) => !a.startsWith('--')).map(parseSize);
if (sizes.length === 0) sizes.push(1000, 10_000);
const SEQUENTIAL = 50;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);

const SECRETS = {
  JWT_SECRET: 'scale-bench-jwt-secret-0123456789abcdef0123',
  SUBSCRIPTION_SECRET: 'scale-bench-subscription-secret-0123456789',
  OPERATOR_KEY: 'scale-bench-operator-key-0123456789',
};

function parseSize(s: string): number {
  const m = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(s);
  if (!m) throw new Error(`size ${s}: use 1000, 10k or 1M`);
  return Math.round(Number(m[1]) * (m[2] ? (/k/i.test(m[2]) ? 1e3 : 1e6) : 1));
}

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  ok?: number[]; // statuses that count as an answer (a second streak claim the same day is 409)
}
const ROUTES: Route[] = [
  { name: 'GET /api/v1/auth/session (control)', method: 'GET', path: '/api/v1/auth/session' },
  { name: 'GET /api/leaderboard', method: 'GET', path: '/api/leaderboard' },
  { name: 'GET /api/v1/user/profile', method: 'GET', path: '/api/v1/user/profile' },
  { name: 'GET /api/v1/tournaments/all', method: 'GET', path: '/api/v1/tournaments/all' },
  { name: 'POST /api/v1/rewards', method: 'POST', path: '/api/v1/rewards' },
  { name: 'POST /api/v1/completed-task/get', method: 'POST', path: '/api/v1/completed-task/get' },
  { name: 'GET /api/v1/active-streak', method: 'GET', path: '/api/v1/active-streak' },
  {
    name: 'POST /api/v1/update-daily-streak',
    method: 'POST',
    path: '/api/v1/update-daily-streak',
    ok: [200, 409],
  },
];

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Opens a sign-in (a session row, as the landing page's code check does) and signs its reference
 * with the api's own function and secret, then exchanges it for a token.
 */
async function signIn(origin: string, target: Target, subscriberId: number): Promise<string> {
  const conn = connect({
    databaseUrl: 'databaseUrl' in target ? target.databaseUrl : null,
    sqliteFile: 'sqliteFile' in target ? target.sqliteFile : '',
  });
  const at = new Date().toISOString();
  const s = await createSession(conn.db, { subscriberId, refVersion: 1, gn: 0, at }).finally(() =>
    conn.db.destroy(),
  );
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const ref = signReference({ sid: subscriberId, v: 1, p: 'ref', exp, s }, SECRETS.SUBSCRIPTION_SECRET);
  const res = await fetch(`${origin}/api/v1/jt/gen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msisdn: ref, refferer: null }),
  });
  const token = res.headers.get('access_token');
  if (!token) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return token;
}

/**
 * One request's time. A 503 is the api shedding load (its event loop fell behind: a loaded
 * machine): the request is tried again after a pause, up to 20 times, and only the answer counts.
 */
async function timed(origin: string, route: Route, headers: Record<string, string>): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const t0 = performance.now();
    const res = await fetch(origin + route.path, { method: route.method, headers });
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status === 503 && attempt < 20) {
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    if (!(route.ok ?? [200]).includes(res.status)) throw new Error(`${route.name}: ${res.status}`);
    return ms;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function load(origin: string, route: Route, headers: Record<string, string>) {
  return new Promise<{ rps: number; p99: number; bad: number }>((resolve, reject) => {
    autocannon(
      {
        url: origin + route.path,
        method: route.method,
        headers,
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (err: Error | null, r: { requests: { average: number }; latency: { p99: number }; non2xx: number }) =>
        err ? reject(err) : resolve({ rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx }),
    );
  });
}

const loadavg = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
};

const appEnvOf = (env: Record<string, string>, tmp: string) => ({
  ...SECRETS,
  ...env,
  UPLOAD_DIR: join(tmp, 'uploads'),
  WEB_ROOT: tmp,
  LOG: '0',
});

/** Builds the base of `size` through the api's migrations and demo seed, and checks its totals. */
async function build(store: Store, size: number, tmp: string): Promise<void> {
  const { env, target } = await store.create(size);
  const t0 = performance.now();
  const app = await buildApp(loadConfig({ ...appEnvOf(env, tmp), SEED_DEMO: '1' })); // migrations + demo data
  await app.ready();
  await app.close();
  const { first } = await fillBase(target, size, undefined, (done) =>
    process.stderr.write(`\r${label(size)}: ${done} subscribers built`),
  );
  const buildSeconds = (performance.now() - t0) / 1000;
  process.stderr.write(`\n${label(size)}: built in ${buildSeconds.toFixed(1)} s (load ${loadavg()})\n`);
  const wrong = await totalsMismatches(target);
  process.stderr.write(
    `${label(size)}: maintained totals ${wrong === 0 ? 'exact' : `WRONG for ${wrong} rows`}\n`,
  );
  if (wrong) throw new Error('maintained totals differ from the ledger and the entries');
  const builtAt = new Date().toISOString();
  await store.finish(size, { size, first, builtAt, buildSeconds, loadAfterBuild: loadavg() });
}

function startApi(appEnv: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...appEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function measureRoutes(origin: string, headers: Record<string, string>): Promise<Cells> {
  const cells: Cells = new Map();
  for (const route of ROUTES) {
    for (let i = 0; i < 5; i++) await timed(origin, route, headers); // warm-up
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) times.push(await timed(origin, route, headers));
    const r = await load(origin, route, headers);
    cells.set(route.name, { ms: median(times), rps: r.rps, p99: r.p99, errors: route.ok ? 0 : r.bad });
  }
  // The leaderboard's answer is rebuilt at most every 2 s: time five rebuilds.
  const cold: number[] = [];
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 2100));
    cold.push(await timed(origin, ROUTES[1] as Route, headers));
  }
  cells.set(COLD_LEADERBOARD, { ms: median(cold) });
  return cells;
}

/** Measures each route on a copy of the base of `size` (the base itself stays as built). */
async function measure(store: Store, size: number, tmp: string): Promise<Cells> {
  const { first } = store.info(size);
  const t0 = performance.now();
  const copy = await store.workCopy(size);
  process.stderr.write(
    `${label(size)}: copy to measure on in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
  );
  let api: ChildProcess | null = null;
  try {
    const appEnv = appEnvOf(copy.env, tmp);
    const port = 18900 + Math.floor(Math.random() * 90);
    const origin = `http://127.0.0.1:${port}`;
    api = startApi(appEnv, port);
    await waitFor(`${origin}/landing`);
    // A listed subscriber from the middle of the base (every 50th is unsubscribed).
    const middle = first + Math.floor(size / 2) + (Math.floor(size / 2) % 50 === 49 ? 1 : 0);
    const headers = { authorization: `Bearer ${await signIn(origin, copy.target, middle)}` };
    return await measureRoutes(origin, headers);
  } finally {
    if (api) {
      const exited = new Promise((r) => api?.once('exit', r));
      api.kill('SIGTERM');
      await exited;
    }
    await copy.drop();
  }
}

const COLD_LEADERBOARD = 'GET /api/leaderboard, cache expired (median of 5)';
const tmp = mkdtempSync(join(tmpdir(), 'pz-scale-'));
const store = await openStore(usePg, keepDir ?? reuseDir, tmp);
const results = new Map<number, Cells>();
try {
  for (const size of sizes) {
    if (!reuseDir) await build(store, size, tmp);
    if (!buildOnly) results.set(size, await measure(store, size, tmp));
  }
} finally {
  await store.close();
  rmSync(tmp, { recursive: true, force: true });
}
if (buildOnly) {
  console.log(
    `Kept ${sizes.map(label).join(', ')} in ${keepDir} (load ${loadavg()}); measure with --reuse ${keepDir}`,
  );
} else {
  console.log(
    `\nScale bench: ${usePg ? 'PostgreSQL' : 'SQLite'}, one api process, Node ${process.version}; median of ${SEQUENTIAL} sequential requests, then req/s and p99 at ${CONNECTIONS} connections for ${DURATION} s\n`,
  );
  printTables(sizes, [...ROUTES.map((r) => r.name), COLD_LEADERBOARD], results);
  console.log(`\nLoad average at the end: ${loadavg()} (the machine is shared; compare medians).`);
}
process.exit(0); // the built app leaves timers behind; the table is printed
