#!/usr/bin/env node
// API throughput: starts the api on its SQLite default (fresh temp file, demo data, production
// settings) and, in the same run, a bare Fastify route returning a constant, each in its own
// process and both logging at the production default level; drives each with the same autocannon
// settings and prints requests/s, p50/p99 latency, CPU µs per request and bytes per answer per
// route, with the ratio to the bare route (the median of a few rounds).
//   node bench/api-bench.mjs            (BENCH_DURATION seconds per route, default 5; BENCH_ROUNDS, default 3;
//                                        BENCH_CONNECTIONS, default 100; BENCH_ENCODING, default a browser's)
//   BENCH_LOG=0 (both without logging), BENCH_ONLY=<regex> (some api routes), BENCH_PROFILE=<folder>
// Goal: each read route >= 0.50 of the bare route's requests/s, and p99 <= 2x the bare route's p99.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { codeIn, signInOverHttp } from '../tooling/landing-sign-in.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'api');
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const apiPort = 18700 + Math.floor(Math.random() * 200);
const barePort = apiPort + 1;
const dataDir = mkdtempSync(join(tmpdir(), 'pz-bench-'));
const children = [];

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url, tries = 600) {
  for (let i = 0; i < tries; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const fastifyPath = createRequire(join(apiDir, 'package.json')).resolve('fastify');
const Database = createRequire(join(apiDir, 'package.json'))('better-sqlite3');
// Both processes log as production does by default (LOG on, LOG_LEVEL info, one JSON line per
// request from the api, Fastify's default two from the bare route) to stdout, which is discarded;
// BENCH_LOG=0 runs both without logging.
const logging = process.env.BENCH_LOG !== '0';
const bareServer = `
const Fastify = require(${JSON.stringify(fastifyPath)});
const app = Fastify({ logger: ${logging ? "{ level: 'info' }" : 'false'} });
app.get('/bare', async () => ({ success: true, data: 'constant' }));
app.listen({ port: ${barePort}, host: '127.0.0.1' });
`;

/** User + system CPU seconds used so far by a process (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The one-minute load average (Linux /proc; 'n/a' elsewhere). */
function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return 'n/a';
  }
}
const loadAtStart = loadAverage();

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, pipelining: 1, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

try {
  // BENCH_PROFILE=<folder> writes the api's CPU profile there (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const api = start(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SQLITE_FILE: join(dataDir, 'bench.sqlite'),
    UPLOAD_DIR: join(dataDir, 'uploads'),
    WEB_ROOT: dataDir,
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
    SUBSCRIPTION_SECRET: 'bench-subscription-secret-0123456789abcdef',
    OPERATOR_KEY: 'bench-operator-key-0123456789',
    LOG: logging ? '1' : '0',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000000',
    // Throughput is measured, not load shedding: on a busy machine it trips at any threshold
    // (under-pressure counts a sampling window without a single loop-delay sample as infinite
    // delay), so it is off here, and so are its three cheap hooks per request.
    OVERLOAD_MAX_LOOP_DELAY_MS: '0',
  });
  const bareProcess = start(process.execPath, ['-e', bareServer], {});
  await waitFor(`http://127.0.0.1:${apiPort}/landing`);
  await waitFor(`http://127.0.0.1:${barePort}/bare`);

  // Log in as the demo subscriber through the landing page, as the portal does.
  // Production settings have no dev tools: the code is read from the outbox table of the api's file.
  const { a } = await signInOverHttp(`http://127.0.0.1:${apiPort}`, '03001234567', {
    readCode: (number) => {
      const db = new Database(join(dataDir, 'bench.sqlite'), { readonly: true });
      try {
        const rows = db.prepare('SELECT body FROM sms_outbox WHERE phone = ?').all(`92${number.slice(1)}`);
        return codeIn(rows.map((r) => r.body));
      } finally {
        db.close();
      }
    },
  });
  const gen = await fetch(`http://127.0.0.1:${apiPort}/api/v1/jt/gen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msisdn: a, refferer: null }),
  });
  const token = gen.headers.get('access_token');
  if (!token) throw new Error('login failed');
  // Every request asks for what a browser accepts (Chromium's header), so the api's answers are
  // compressed as a phone receives them; BENCH_ENCODING=identity asks for none.
  const encoding = { 'accept-encoding': process.env.BENCH_ENCODING ?? 'gzip, deflate, br, zstd' };
  const auth = { ...encoding, authorization: `Bearer ${token}` };

  const targets = [
    {
      name: 'bare Fastify constant',
      url: `http://127.0.0.1:${barePort}/bare`,
      headers: encoding,
      pid: bareProcess.pid,
    },
    // The api's own floor: no authentication and no data, so the row shows what the app's hooks
    // (headers, metrics, logging, compression) cost on every request; not a read route, no goal.
    {
      name: 'GET /health/live',
      url: `http://127.0.0.1:${apiPort}/health/live`,
      headers: encoding,
      floor: true,
    },
    {
      name: 'GET /api/v1/tournaments/all',
      url: `http://127.0.0.1:${apiPort}/api/v1/tournaments/all`,
      headers: auth,
    },
    {
      name: 'GET /api/v1/user/profile',
      url: `http://127.0.0.1:${apiPort}/api/v1/user/profile`,
      headers: auth,
    },
    { name: 'GET /api/leaderboard', url: `http://127.0.0.1:${apiPort}/api/leaderboard`, headers: auth },
    {
      name: 'POST /api/v1/rewards',
      url: `http://127.0.0.1:${apiPort}/api/v1/rewards`,
      method: 'POST',
      headers: auth,
    },
  ];
  // BENCH_ONLY=<regex> drives only the matching api routes (the bare route always runs).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const chosen = targets.filter((t, i) => i === 0 || !only || only.test(t.name));
  // BENCH_ROUNDS rounds (default 3), each driving the bare route and then every api route: each
  // route's ratio is taken to the bare route of its own round, and the table prints the median of
  // the rounds, so a slow spell of the machine weighs on one round, not on one route.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const measured = chosen.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of chosen.entries()) {
      const pid = target.pid ?? api.pid;
      await run({ ...target, duration: 1 }); // warm-up
      const cpu0 = cpuSeconds(pid);
      const r = await run(target);
      const cpu1 = cpuSeconds(pid);
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(
          `${target.name}: ${r.non2xx} non-2xx, ${r.errors} errors ${JSON.stringify(r.statusCodeStats)}`,
        );
      // CPU time per request is steadier than requests/s on a shared machine.
      const cpuUs = cpu0 === null || cpu1 === null ? null : ((cpu1 - cpu0) / r.requests.total) * 1e6;
      const bytes = Math.round(r.throughput.total / Math.max(1, r.requests.total));
      measured[i].push({ rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50, cpuUs, bytes });
    }
  }
  const median = (values) => {
    const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
  };
  const bareRounds = measured[0];
  console.log(
    `\nAPI benchmark: ${connections} connections, ${duration} s per route, median of ${rounds} rounds, SQLite, Node ${process.version}, logging ${logging ? 'info (production default)' : 'off'}\n`,
  );
  console.log(
    '| route | req/s | ratio to bare | p50 ms | p99 ms | p99 ratio | CPU µs/req | CPU ratio (bare/route) | bytes/answer | goal |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const [i, target] of chosen.entries()) {
    const runs = measured[i];
    const of = (f) => median(runs.map(f));
    const ratio = of((m, k) => m.rps / bareRounds[k].rps);
    const p99Ratio = of((m, k) => m.p99 / bareRounds[k].p99);
    const cpuRatio = of((m, k) => (m.cpuUs && bareRounds[k].cpuUs ? bareRounds[k].cpuUs / m.cpuUs : null));
    const cpu = of((m) => m.cpuUs);
    const ok = i === 0 || target.floor ? '' : ratio >= 0.5 && p99Ratio <= 2 ? 'met' : 'missed';
    console.log(
      `| ${target.name} | ${Math.round(of((m) => m.rps))} | ${ratio.toFixed(2)} | ${of((m) => m.p50)} | ${of((m) => m.p99)} | ${p99Ratio.toFixed(2)} | ${cpu === null ? 'n/a' : Math.round(cpu)} | ${cpuRatio === null ? 'n/a' : cpuRatio.toFixed(2)} | ${of((m) => m.bytes)} | ${ok} |`,
    );
  }
  console.log(
    `\nLoad average at the start: ${loadAtStart}, at the end: ${loadAverage()}. Other work on the machine skews req/s and p99; CPU µs/req much less.`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}
