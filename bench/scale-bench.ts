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
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type PgModule from 'pg';
import { buildApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { connect } from '../api/src/db/connect.ts';
import { createSession } from '../api/src/lib/sessions.ts';
import { signReference } from '../api/src/lib/tokens.ts';
import { fillBase, totalsMismatches, type Target } from '../api/test/support/scale-base.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'api');
// autocannon is the bench package's dependency; this file runs from the api package.
const autocannon = createRequire(join(root, 'bench', 'package.json'))('autocannon');
const pg = createRequire(join(apiDir, 'package.json'))('pg') as typeof PgModule;

const args = process.argv.slice(2);
const usePg = args.includes('--pg');
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
const label = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));

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

async function createDatabase(
  dir: string,
  size: number,
): Promise<{ env: Record<string, string>; target: Target }> {
  if (!usePg) {
    const file = join(dir, 'scale.sqlite');
    return { env: { SQLITE_FILE: file }, target: { sqliteFile: file } };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('--pg needs TEST_DATABASE_URL (run under api/scripts/with-postgres.sh)');
  const name = `pz_scale_${label(size).toLowerCase()}_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, target: { databaseUrl: url.toString() } };
}

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

async function timed(origin: string, route: Route, headers: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(origin + route.path, { method: route.method, headers });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (!(route.ok ?? [200]).includes(res.status)) throw new Error(`${route.name}: ${res.status}`);
  return ms;
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

type Cells = Map<string, string>;

async function measureSize(size: number): Promise<Cells> {
  const dir = mkdtempSync(join(tmpdir(), 'pz-scale-'));
  let api: ChildProcess | null = null;
  try {
    const { env, target } = await createDatabase(dir, size);
    const appEnv = { ...SECRETS, ...env, UPLOAD_DIR: join(dir, 'uploads'), WEB_ROOT: dir, LOG: '0' };
    const t0 = performance.now();
    const app = await buildApp(loadConfig({ ...appEnv, SEED_DEMO: '1' })); // migrations + demo data
    await app.ready();
    await app.close();
    const { first } = await fillBase(target, size, undefined, (done) =>
      process.stderr.write(`\r${label(size)}: ${done} subscribers built`),
    );
    process.stderr.write(`\n${label(size)}: built in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    const wrong = await totalsMismatches(target);
    process.stderr.write(
      `${label(size)}: maintained totals ${wrong === 0 ? 'exact' : `WRONG for ${wrong} rows`}\n`,
    );
    if (wrong) throw new Error('maintained totals differ from the ledger and the entries');

    const port = 18900 + Math.floor(Math.random() * 90);
    const origin = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
    await waitFor(`${origin}/landing`);
    // A listed subscriber from the middle of the base (every 50th is unsubscribed).
    const middle = first + Math.floor(size / 2) + (Math.floor(size / 2) % 50 === 49 ? 1 : 0);
    const headers = { authorization: `Bearer ${await signIn(origin, target, middle)}` };
    const cells: Cells = new Map();
    for (const route of ROUTES) {
      for (let i = 0; i < 5; i++) await timed(origin, route, headers); // warm-up
      const times: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) times.push(await timed(origin, route, headers));
      const r = await load(origin, route, headers);
      const errors = route.ok ? 0 : r.bad;
      cells.set(
        route.name,
        `${median(times).toFixed(1)} ms, ${Math.round(r.rps).toLocaleString('en')}/s (p99 ${r.p99} ms)${errors ? `, ${errors} errors` : ''}`,
      );
    }
    // The leaderboard's answer is rebuilt at most every 2 s: time five rebuilds.
    const cold: number[] = [];
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 2100));
      cold.push(await timed(origin, ROUTES[1] as Route, headers));
    }
    cells.set('GET /api/leaderboard, cache expired (median of 5)', `${median(cold).toFixed(1)} ms`);
    return cells;
  } finally {
    if (api) {
      const exited = new Promise((r) => api?.once('exit', r));
      api.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = new Map<number, Cells>();
for (const size of sizes) results.set(size, await measureSize(size));

const loadavg = (() => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
})();
console.log(
  `\nScale bench: ${usePg ? 'PostgreSQL' : 'SQLite'}, one api process, Node ${process.version}; median of ${SEQUENTIAL} sequential requests, then req/s and p99 at ${CONNECTIONS} connections for ${DURATION} s\n`,
);
console.log(`| route | ${sizes.map(label).join(' | ')} |`);
console.log(`|---|${sizes.map(() => '---').join('|')}|`);
const names = [...ROUTES.map((r) => r.name), 'GET /api/leaderboard, cache expired (median of 5)'];
for (const name of names)
  console.log(`| ${name} | ${sizes.map((s) => results.get(s)?.get(name) ?? '').join(' | ')} |`);
console.log(`\nLoad average at the end: ${loadavg} (the machine is shared; compare medians).`);
process.exit(0); // the built app leaves timers behind; the table is printed
