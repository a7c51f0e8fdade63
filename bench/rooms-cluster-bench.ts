/**
 * Cannon Clash rooms across 1, 2 and 3 api processes on one PostgreSQL and one Redis (Colyseus
 * Redis presence and driver), on this machine. Needs PostgreSQL and Redis (Debian packages):
 *   cd api && scripts/with-redis.sh scripts/with-postgres.sh \
 *     npx tsx ../bench/rooms-cluster-bench.ts [rooms=150] [1 2 3]
 *
 * Each run gets a fresh database and Redis database; its api processes (buildApp, as the server
 * runs it) are children of this script, reached directly at their own ports (each its own
 * ROOMS_PUBLIC_ADDRESS, as behind deploy/proxy.mjs). Bots (bench/lib/room-bots.ts) play ROOMS
 * matches: the first player of match i joins through process i mod N, the second through process
 * i+1 mod N, so with N > 1 every match is found through a process that may not hold it. Measured:
 * joins/s (all 2 x ROOMS seats), then over MEASURE_S the room steps/s of all processes, steps
 * run / steps due (rooms x 20 Hz): on time means >= 98% and every process's event-loop delay
 * p99 <= 50 ms; prints a table with the load average.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runBots, type FromBots, type ToBots } from './lib/room-bots.ts';
import { insertPlayers, playerToken } from './lib/room-players.ts';

const TICK_HZ = 20;
const WARM_S = 3;
const MEASURE_S = 6;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 18_610);
const JWT_SECRET = 'rooms-cluster-bench-secret-0123456789abcdef';
const self = fileURLToPath(import.meta.url);
// PostgreSQL's client comes from the api's dependencies (the bench package does not carry it).
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
const pg = createRequire(new URL('../api/package.json', import.meta.url))('pg') as typeof import('pg');

type ToServer = { type: 'tokens'; count: number; prefix: string } | { type: 'start' } | { type: 'stop' };
interface FromServer {
  type: 'ready' | 'tokens' | 'measured';
  tokens?: string[];
  steps?: number;
  rooms?: number;
  p99?: number;
}

/** One api process: the real app on PostgreSQL and Redis, counting its room steps. */
async function serverProcess(): Promise<void> {
  process.env.COLYSEUS_SEAT_RESERVATION_TIME ??= '120';
  const { buildApp } = await import('../api/src/app.ts');
  const { loadConfig } = await import('../api/src/config.ts');
  const { configureRooms, roomServices } = await import('../api/src/rooms/cannon-room.ts');
  const port = Number(process.env.BENCH_API_PORT);
  const dir = mkdtempSync(join(tmpdir(), 'pz-rooms-cluster-'));
  const config = loadConfig({
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    REDIS_URL: process.env.BENCH_REDIS_URL,
    ROOMS_PUBLIC_ADDRESS: `127.0.0.1:${port}/api/rooms`,
    INSTANCE_ID: `bench-${port}`,
    JWT_SECRET,
    UPLOAD_DIR: join(dir, 'uploads'),
    SEED_DEMO: '0',
    ENGINE_TICK_MS: '0',
    LOG: '0',
    ROOM_NO_SHOW_SECONDS: '3600',
    OVERLOAD_MAX_LOOP_DELAY_MS: '0',
    RATE_LIMIT_MAX: '1000000',
  });
  const app = await buildApp(config);
  await app.listen({ port, host: '127.0.0.1' });
  const svc = roomServices();
  if (!svc) throw new Error('room server not attached');
  let steps = 0;
  const rooms = new Set<string>();
  configureRooms({
    ...svc,
    matchSeconds: 3600,
    onStep: (roomId) => {
      steps++;
      rooms.add(roomId);
    },
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  process.on('message', async (m: ToServer) => {
    if (m.type === 'tokens') {
      const ids = await insertPlayers(app, m.count, m.prefix);
      const tokens: string[] = [];
      for (const id of ids) tokens.push(await playerToken(app, id));
      process.send?.({ type: 'tokens', tokens } satisfies FromServer);
    } else if (m.type === 'start') {
      steps = 0;
      rooms.clear();
      loop.reset();
      loop.enable();
    } else {
      loop.disable();
      const p99 = loop.percentile(99) / 1e6;
      process.send?.({ type: 'measured', steps, rooms: rooms.size, p99 } satisfies FromServer);
    }
  });
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
  process.send?.({ type: 'ready' } satisfies FromServer);
}

/** Next message of `type` from a child. */
function next<T extends { type: string }>(child: ChildProcess, type: T['type']): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: T) => {
      if (m.type === 'error') reject(new Error(String((m as { message?: string }).message)));
      if (m.type !== type && m.type !== 'error') return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

async function database(admin: string, name: string) {
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

interface Row {
  processes: number;
  rooms: number;
  split: number;
  joinsPerS: number;
  stepsPerS: number;
  ratio: number;
  p99: number;
  perProcess: string;
  load: string;
}

async function run(n: number, roomCount: number): Promise<Row> {
  const admin = process.env.TEST_DATABASE_URL as string;
  const db = await database(admin, `pz_rooms_bench_${n}`);
  const redis = `${process.env.TEST_REDIS_URL}/${n}`;
  const servers: ChildProcess[] = [];
  const bots = fork(self, ['bots'], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    for (let i = 0; i < n; i++) {
      const child = fork(self, ['server'], {
        execArgv: process.execArgv,
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        env: {
          ...process.env,
          BENCH_API_PORT: String(BASE_PORT + i),
          BENCH_DATABASE_URL: db.url,
          BENCH_REDIS_URL: redis,
        },
      });
      servers.push(child);
      // The first process migrates the fresh database before the others start.
      await next(child, 'ready');
    }
    const first = servers[0] as ChildProcess;
    first.send({ type: 'tokens', count: roomCount * 2, prefix: String(n) } satisfies ToServer);
    const tokens = (await next<FromServer>(first, 'tokens')).tokens as string[];
    const endpoint = (i: number) => `http://127.0.0.1:${BASE_PORT + (i % n)}/api/rooms`;
    const rooms: ToBots['rooms'] = Array.from({ length: roomCount }, (_, i) => ({
      code: `cluster-${n}-${i}`,
      tokens: [tokens[2 * i] as string, tokens[2 * i + 1] as string],
      endpoints: [endpoint(i), endpoint(i + 1)],
    }));
    const t0 = performance.now();
    bots.send({ type: 'join', rooms } satisfies ToBots);
    const joined = await next<FromBots>(bots, 'joined');
    const joinSeconds = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, WARM_S * 1000));
    const load0 = loadavg()[0] ?? 0;
    const m0 = performance.now();
    for (const s of servers) s.send({ type: 'start' } satisfies ToServer);
    await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
    const measured = await Promise.all(
      servers.map((s) => {
        const reply = next<FromServer>(s, 'measured');
        s.send({ type: 'stop' } satisfies ToServer);
        return reply;
      }),
    );
    const seconds = (performance.now() - m0) / 1000;
    const steps = measured.reduce((sum, m) => sum + (m.steps ?? 0), 0);
    return {
      processes: n,
      rooms: joined.count ?? 0,
      split: joined.split ?? 0,
      joinsPerS: Math.round((2 * roomCount) / joinSeconds),
      stepsPerS: Math.round(steps / seconds),
      ratio: steps / (roomCount * TICK_HZ * seconds),
      p99: Math.max(...measured.map((m) => m.p99 ?? 0)),
      perProcess: measured.map((m) => m.rooms).join(' / '),
      load: `${load0.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)}`,
    };
  } finally {
    bots.kill();
    for (const s of servers) s.disconnect();
    await Promise.all(
      servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once('exit', r)) : null)),
    );
    await db.drop();
  }
}

async function main(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)
    throw new Error('run under api/scripts/with-redis.sh api/scripts/with-postgres.sh');
  const roomCount = Number(process.argv[2] ?? 150);
  const counts = process.argv.slice(3).map(Number).filter(Boolean);
  const rows: Row[] = [];
  for (const n of counts.length ? counts : [1, 2, 3]) {
    const row = await run(n, roomCount);
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  console.log(
    `\n| api processes | matches | split matches | joins/s | room steps/s | steps on time | worst loop p99 ms | rooms per process | load average (1 min) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const onTime = r.ratio >= 0.98 && r.p99 <= 50 ? 'yes' : 'LATE';
    console.log(
      `| ${r.processes} | ${r.rooms} | ${r.split} | ${r.joinsPerS} | ${r.stepsPerS} | ${(r.ratio * 100).toFixed(1)}% (${onTime}) | ${r.p99.toFixed(1)} | ${r.perProcess} | ${r.load} |`,
    );
  }
}

if (process.argv[2] === 'bots') await runBots();
else if (process.argv[2] === 'server') await serverProcess();
else {
  await main();
  process.exit(0);
}
