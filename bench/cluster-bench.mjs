#!/usr/bin/env node
// Api throughput through the reverse proxy for 1, 2 and 3 api processes on this machine
// (deploy/run-local.sh: PostgreSQL, Redis, N processes). Each run: CONCURRENCY clients for
// SECONDS on /health/ready (one PostgreSQL query and one Redis PING per request, through the
// proxy and Fastify's full hook chain). Prints requests/s, p50/p99 latency and the load average.
//   node bench/cluster-bench.mjs [1 2 3]
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const counts = process.argv.slice(2).map(Number).filter(Boolean);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 10);
const PROXY_PORT = Number(process.env.PROXY_PORT ?? 8240);
const origin = `http://127.0.0.1:${PROXY_PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitUp(ms = 300_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await fetch(`${origin}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error('cluster did not start');
}

async function load() {
  const times = [];
  let errors = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await fetch(`${origin}/health/ready`).catch(() => null);
        if (res) await res.arrayBuffer();
        if (!res?.ok) errors++;
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
  return { rps: Math.round(times.length / SECONDS), p50: q(0.5), p99: q(0.99), errors };
}

const rows = [];
for (const n of counts.length ? counts : [1, 2, 3]) {
  const cluster = spawn('deploy/run-local.sh', [String(n)], {
    env: { ...process.env, PROXY_PORT: String(PROXY_PORT), LOG: '0', ROOMS: '1' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitUp();
    await sleep(2000);
    const before = loadavg()[0].toFixed(1);
    const r = await load();
    rows.push({ processes: n, ...r, load: `${before} -> ${loadavg()[0].toFixed(1)}` });
    console.log(JSON.stringify(rows.at(-1)));
  } finally {
    process.kill(-cluster.pid, 'SIGTERM');
    await new Promise((r) => cluster.once('exit', r));
    await sleep(2000);
  }
}
console.log('\n| api processes | requests/s | p50 ms | p99 ms | errors | load average (1 min) |');
console.log('|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.processes} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.load} |`);
