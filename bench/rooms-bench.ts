/**
 * How many Cannon Clash rooms one api process holds at the 20 Hz fixed rate with its tick on time.
 * Run (about 2-3 minutes):
 *   node scripts/pnpm.mjs --filter @portal/api exec tsx ../bench/rooms-bench.ts [maxRooms]
 *
 * This process is the server: the real api (buildApp: Fastify, the Colyseus room server, SQLite
 * in a temp folder) on 127.0.0.1. A child process is the players: two @colyseus/sdk clients per
 * room over real WebSockets, each dragging and firing a few times a second, decoding every patch.
 * Rooms are added in steps (100, 200, ...); at each step the server measures for MEASURE_S:
 *   - simulation steps run / steps due (rooms x 20 Hz x seconds): on time means >= 98%;
 *   - event-loop delay p99 (perf_hooks): on time means <= 50 ms (one tick).
 * It prints a table and the largest step that kept both, i.e. the rooms one process (one core:
 * Node runs the rooms on its one main thread) holds. Loopback only; bounded in rooms and time.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runBots, type FromBots, type ToBots } from './lib/room-bots.ts';
import { insertPlayers, playerToken } from './lib/room-players.ts';

const STEPS = [100, 200, 300, 400, 500, 600, 700, 800, 1000];
const WARM_S = 3;
const MEASURE_S = 5;
const TICK_HZ = 20;

async function server(maxRooms: number): Promise<void> {
  // Joining hundreds of clients at once on a busy machine can outlast the default 15 s seat
  // reservation; read by @colyseus/core when it loads.
  process.env.COLYSEUS_SEAT_RESERVATION_TIME ??= '120';
  const { buildApp } = await import('../api/src/app.ts');
  const { loadConfig } = await import('../api/src/config.ts');
  const { configureRooms, roomServices } = await import('../api/src/rooms/cannon-room.ts');
  const dir = mkdtempSync(join(tmpdir(), 'pz-rooms-bench-'));
  // The patch interval is the api's own default unless ROOM_PATCH_MS is set for the run.
  const config = loadConfig({
    SQLITE_FILE: join(dir, 'bench.sqlite'),
    UPLOAD_DIR: join(dir, 'uploads'),
    SEED_DEMO: '0',
    ENGINE_TICK_MS: '0',
    LOG: '0',
    ROOM_NO_SHOW_SECONDS: '3600',
    // The bench measures the rooms themselves: load shedding and per-client limits would refuse
    // the thousand joins it makes from one address at once.
    OVERLOAD_MAX_LOOP_DELAY_MS: '0',
    RATE_LIMIT_MAX: '1000000',
    ...(process.env.ROOM_PATCH_MS ? { ROOM_PATCH_MS: process.env.ROOM_PATCH_MS } : {}),
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const endpoint = `http://127.0.0.1:${port}/api/rooms`;

  let steps = 0;
  const svc = roomServices();
  if (!svc) throw new Error('room server not attached');
  configureRooms({ ...svc, matchSeconds: 3600, onStep: () => void steps++ });

  // Players: real subscribers with real tokens.
  const wanted = Math.min(maxRooms, STEPS[STEPS.length - 1] as number) * 2;
  const ids = await insertPlayers(app, wanted);
  const token = (id: number) => playerToken(app, id);

  const child = fork(fileURLToPath(import.meta.url), ['client'], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const replies: FromBots[] = [];
  let wake: (() => void) | null = null;
  child.on('message', (m: FromBots) => {
    replies.push(m);
    wake?.();
  });
  const reply = async (): Promise<FromBots> => {
    while (replies.length === 0) await new Promise<void>((r) => (wake = r));
    return replies.shift() as FromBots;
  };

  const loop = monitorEventLoopDelay({ resolution: 10 });
  const results: {
    rooms: number;
    ratio: number;
    p99: number;
    onTime: boolean;
    cpuShare: number;
    usPerStep: number;
  }[] = [];
  const cores = os.cpus().length;
  const load = os.loadavg()[0] ?? 0;
  console.log(
    `machine: ${cores} cores, load average ${load.toFixed(1)} at start; state patches every ${config.rooms.patchMs} ms`,
  );
  if (load > cores)
    console.log(
      'warning: the machine is busier than its cores; tick timing below is measured under contention',
    );
  let held = 0;
  let rooms = 0;
  try {
    for (const target of STEPS.filter((n) => n <= maxRooms)) {
      const batch: ToBots['rooms'] = [];
      for (let i = rooms; i < target; i++) {
        batch.push({
          code: `bench-${i}`,
          tokens: [await token(ids[2 * i] as number), await token(ids[2 * i + 1] as number)],
          endpoints: [endpoint, endpoint],
        });
      }
      child.send({ type: 'join', rooms: batch } satisfies ToBots);
      const r = await reply();
      if (r.type === 'error') throw new Error(`clients: ${r.message}`);
      rooms = target;
      await new Promise((res) => setTimeout(res, WARM_S * 1000));
      steps = 0;
      loop.reset();
      loop.enable();
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const profile = process.env.BENCH_PROFILE ? await startProfile() : null;
      await new Promise((res) => setTimeout(res, MEASURE_S * 1000));
      if (profile) await profile(`${process.env.BENCH_PROFILE}/rooms-${target}.cpuprofile`);
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const cpuShare = (cpu.user + cpu.system) / 1e6 / seconds;
      loop.disable();
      const ratio = steps / (rooms * TICK_HZ * seconds);
      const usPerStep = steps > 0 ? (cpu.user + cpu.system) / steps : 0;
      const p99 = loop.percentile(99) / 1e6;
      const p50 = loop.percentile(50) / 1e6;
      const onTime = ratio >= 0.98 && p99 <= 50;
      results.push({ rooms, ratio, p99, onTime, cpuShare, usPerStep });
      console.log(
        `${String(rooms).padStart(5)} rooms  steps ${(ratio * 100).toFixed(1).padStart(5)}% of due  ` +
          `loop p50 ${p50.toFixed(1).padStart(5)} ms p99 ${p99.toFixed(1).padStart(6)} ms  ` +
          `cpu ${(cpuShare * 100).toFixed(0).padStart(3)}% of a core, ${usPerStep.toFixed(0)} us per room step  ` +
          `${onTime ? 'on time' : 'LATE'}`,
      );
      if (results.every((x) => x.onTime)) held = rooms;
      if (!onTime && ratio < 0.5) break;
    }
  } finally {
    child.kill();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nCannon Clash rooms held by one process at ${TICK_HZ} Hz with the tick on time: ${held}`);
  // CPU time per simulated room step (simulation, schema sync and encoding, sends, inputs), from
  // the largest step: holds under contention, where wall-clock timing does not.
  const last = results[results.length - 1];
  if (last && last.usPerStep > 0) {
    const perCore = Math.floor((0.8 * 1e6) / (last.usPerStep * TICK_HZ));
    console.log(
      `CPU: ${last.usPerStep.toFixed(0)} us per room step -> about ${perCore} rooms per core at ${TICK_HZ} Hz with the core 80% busy`,
    );
  }
  console.log(
    held >= 500 ? 'goal (>= 500 rooms on one core): met' : 'goal (>= 500 rooms on one core): NOT met',
  );
}

/** BENCH_PROFILE=<dir>: a CPU profile of the server during each measurement window. */
async function startProfile(): Promise<(file: string) => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

if (process.argv[2] === 'client') {
  await runBots();
} else {
  const max = Number(process.argv[2] ?? STEPS[STEPS.length - 1]);
  await server(Number.isFinite(max) && max > 0 ? max : 1000);
  process.exit(0);
}
