import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/config.ts';
import type { DB } from '../src/db/schema.ts';
import { codeIn, landingRedirect } from '../../tooling/landing-sign-in.ts';

// Several real api processes (node + tsx, as `npm start` runs it) on one PostgreSQL database and
// one Redis: what a load balancer would have behind it.

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(check: () => Promise<T | null | false | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(50);
  }
}

export interface ApiProcess {
  name: string;
  origin: string;
  child: ChildProcess;
  output: string[];
  /** Resolves when the process has exited (SIGKILL included). */
  exited: Promise<void>;
}

export const JWT_SECRET = 'cluster-test-jwt-secret-0123456789abcdef';

export function startApi(name: string, port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(REPO_ROOT, 'api'),
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      INSTANCE_ID: name,
      ROOMS_PUBLIC_ADDRESS: `127.0.0.1:${port}/api/rooms`,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      SMS_CONSOLE: '0',
      DEV_TOOLS: '1',
      SEED_DEMO: '0',
      OVERLOAD_MAX_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      // A crash is the test's finding: show what the process said.
      if (code) console.error(`${name} exited with ${code}:\n${output.join('').slice(-4000)}`);
      resolve();
    }),
  );
  return { name, origin: `http://127.0.0.1:${port}`, child, output, exited };
}

export async function waitReady(api: ApiProcess, ms = 180_000): Promise<void> {
  await until(async () => {
    if (api.child.exitCode !== null) throw new Error(`${api.name} exited: ${api.output.join('')}`);
    return fetch(`${api.origin}/api/dev/clock`)
      .then((r) => r.ok)
      .catch(() => false);
  }, ms);
}

export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  // The grace timer does not keep the test process alive once the api has exited.
  await Promise.race([api.exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
}

/** A database of its own on the TEST_DATABASE_URL server. */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL as string;
  const name = `pz_cluster_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function call(
  origin: string,
  path: string,
  opts: { token?: string; body?: unknown; method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${origin}${path}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

let counter = 0;

/** Signs a new subscriber in through the landing page over HTTP; answers the id and a token. */
export async function signIn(origin: string): Promise<{ id: number; token: string }> {
  const number = `039${String(process.pid % 100).padStart(2, '0')}${String(++counter).padStart(6, '0')}`;
  const location = await landingRedirect(origin, number, {
    readCode: async () => {
      const { body } = await call(origin, '/api/dev/sms-outbox');
      const texts = (body.data as { phone: string; body: string }[])
        .filter((m) => m.phone.endsWith(number.slice(1)))
        .map((m) => m.body);
      return codeIn(texts);
    },
  });
  const gen = await fetch(`${origin}/api/v1/jt/gen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msisdn: location.searchParams.get('a') }),
  });
  const token = gen.headers.get('access_token');
  if (!token) throw new Error(`jt/gen answered ${gen.status}`);
  const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
    sub: string;
  };
  return { id: Number(payload.sub), token };
}

/** Sets every live process's dev clock to `at` (each process keeps its own offset). */
export async function setClocks(apis: ApiProcess[], at: number): Promise<void> {
  await Promise.all(
    apis.map((a) => call(a.origin, '/api/dev/clock', { body: { now: new Date(at).toISOString() } })),
  );
}

export const tempDir = () => mkdtempSync(join(tmpdir(), 'pz-cluster-'));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/**
 * For each player of a round's two-player matches: how many queued SMS carry their match's
 * Room ID (one each when nothing was sent twice).
 */
export async function roomIdTexts(db: DB, tournamentId: number, round: number): Promise<number[]> {
  const pairs = await db
    .selectFrom('tournament_matches')
    .innerJoin('subscribers', (j) =>
      j.on((eb) =>
        eb.or([
          eb('subscribers.id', '=', eb.ref('tournament_matches.player1_id')),
          eb('subscribers.id', '=', eb.ref('tournament_matches.player2_id')),
        ]),
      ),
    )
    .select(['subscribers.phone', 'tournament_matches.room_id'])
    .where('tournament_id', '=', tournamentId)
    .where('round', '=', round)
    .where('player2_id', 'is not', null)
    .execute();
  const sms = await db.selectFrom('sms_outbox').select(['phone', 'body']).execute();
  return pairs.map(
    (p) =>
      sms.filter(
        (m) =>
          m.phone === p.phone && m.body.toLowerCase().includes(`room id: ${String(p.room_id).toLowerCase()}`),
      ).length,
  );
}
