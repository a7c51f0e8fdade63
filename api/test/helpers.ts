import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { move } from '../src/lib/ledger.ts';
import { signInWithCode } from './landing-client.ts';

export type DbKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (see scripts/with-postgres.sh). */
export const databases: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const OPERATOR_KEY = 'test-operator-key';

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  close(): Promise<void>;
  /** Signs a number in through the landing page's one-time code (a fresh number by default). */
  login(opts?: { number?: string; gamenow?: boolean }): Promise<Session>;
  call(session: Session | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  grant(subscriberId: number, credits: number): Promise<void>;
  ledgerMatchesWallets(): Promise<boolean>;
}

export interface Session {
  id: number;
  ref: string;
  token: string;
  number: string;
}

let counter = 0;
/** 11 digits starting with 0, never one of the demo numbers (0300000xxxx, 03001234567). */
const uniqueNumber = () =>
  `039${String(process.pid % 100).padStart(2, '0')}${String(counter++).padStart(6, '0')}`;

export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `pz_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'pz-api-'));
  const web = join(dir, 'web');
  mkdirSync(join(web, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(web, 'shell', 'dist', 'index.html'), '<!doctype html><title>PlayZone shell</title>');
  writeFileSync(join(web, 'shell', 'dist', 'main.3f2a9c1b7d.js'), 'console.log("shell");'.repeat(200));
  mkdirSync(join(web, 'mfe-tasks', 'dist'), { recursive: true });
  writeFileSync(join(web, 'mfe-tasks', 'dist', 'mf-manifest.json'), '{"name":"tasks"}');
  writeFileSync(join(web, 'mfe-tasks', 'dist', 'remoteEntry.js'), 'var tasks;');
  const pgDb = kind === 'postgres' ? await createPgDatabase() : null;
  const config = loadConfig({
    LOG: '0',
    SQLITE_FILE: join(dir, 'db.sqlite'),
    UPLOAD_DIR: join(dir, 'uploads'),
    WEB_ROOT: web,
    DEV_TOOLS: '1',
    OPERATOR_KEY,
    RATE_LIMIT_TOKEN: '10000',
    RATE_LIMIT_UPLOAD: '10000',
    RATE_LIMIT_REDEEM: '10000',
    RATE_LIMIT_SIGN_IN: '10000',
    RATE_LIMIT_WRITE: '10000',
    // Load shedding has its own test (overload.test.ts); a busy test machine must not trip it here.
    OVERLOAD_MAX_LOOP_DELAY_MS: '0',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();

  const call = (session: Session | null, opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...(opts.headers ?? {}) },
    });

  return {
    app,
    dir,
    call,
    async close() {
      await app.close();
      if (pgDb) await pgDb.drop();
      rmSync(dir, { recursive: true, force: true });
    },
    async login(opts = {}) {
      const number = opts.number ?? uniqueNumber();
      const location = await signInWithCode(app, number, { partner: opts.gamenow });
      const ref = location.searchParams.get('a') as string;
      const gen = await app.inject({
        method: 'POST',
        url: '/api/v1/jt/gen',
        payload: { msisdn: ref, refferer: location.searchParams.get('refferer') },
      });
      const token = gen.headers.access_token as string;
      if (!token) throw new Error(`jt/gen failed: ${gen.statusCode} ${gen.body}`);
      const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
      return { id: Number(payload.sub), ref, token, number };
    },
    async grant(subscriberId, credits) {
      await app.db
        .transaction()
        .execute((tx) =>
          move(tx, { subscriberId, delta: credits, reason: 'test-grant', at: new Date().toISOString() }),
        );
    },
    async ledgerMatchesWallets() {
      const sums = await app.db
        .selectFrom('ledger')
        .select((eb) => ['subscriber_id', eb.fn.sum<number>('delta').as('total')])
        .groupBy('subscriber_id')
        .execute();
      const wallets = await app.db.selectFrom('wallets').selectAll().execute();
      const bySub = new Map(sums.map((s) => [Number(s.subscriber_id), Number(s.total)]));
      return wallets.every(
        (w) => Number(w.balance) === (bySub.get(Number(w.subscriber_id)) ?? 0) && Number(w.balance) >= 0,
      );
    },
  };
}

export const png = (size: number) => {
  const buf = Buffer.alloc(size, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buf);
  return buf;
};
export const jpeg = (size: number) => {
  const buf = Buffer.alloc(size, 0x42);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(buf);
  return buf;
};
export const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** A multipart/form-data body with text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; data: Buffer; filename?: string; type?: string },
) {
  const boundary = `----pz${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? 'shot.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

/** Ends the subscription as the portal's Unsubscribe does: the service seals the reference, then its link. */
export async function unsubscribeThroughService(t: TestApp, s: Session): Promise<LightMyRequestResponse> {
  const enc = await t.app.inject({
    method: 'POST',
    url: '/unsubscribe-service/api/encrypt',
    payload: { mobile: s.ref, domainName: 'localhost' },
  });
  const sealed = json<{ data: { mobile: string } }>(enc).data.mobile;
  return t.app.inject({
    method: 'GET',
    url: `/unsubscribe-service/unsubscribe?mobile=${encodeURIComponent(sealed)}`,
  });
}
