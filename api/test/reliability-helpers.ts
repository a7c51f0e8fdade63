// The real api process for the reliability tests: start, stop, HTTP calls, sign-up over the
// landing page, and the books read back from its SQLite file.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { expect } from '@jest/globals';
import { png } from './helpers.ts';
import { codeIn, landingRedirect } from '../../tooling/landing-sign-in.ts';

export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Reward 4, 'Free Fire 100 Diamonds', 600 credits, no PUBG ID. */
export const REWARD = { id: 4, credits: 600 };
export const STREAK_DAY_ONE_CREDITS = 15;

export interface Api {
  origin: string;
  child: ChildProcess;
  exited: Promise<void>;
}

export interface Subscriber {
  id: number;
  token: string;
}

export interface Answer {
  status: number;
  body: { success?: boolean; message?: string; data?: { uuid?: string; credits?: number } };
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts `src/server.ts` in its own Node process (no tsx wrapper, so the pid is the server's). */
export async function startApi(dir: string, port: number): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: join(dir, 'playzone.sqlite'),
      UPLOAD_DIR: join(dir, 'uploads'),
      WEB_ROOT: join(dir, 'web'),
      SEED_DEMO: '1',
      DEV_TOOLS: '0',
      LOG: '0',
      ROOMS: '0',
      RATE_LIMIT_MAX: '1000000',
      // Load shedding (503 by design under overload) has its own test; here every write must land.
      OVERLOAD_MAX_LOOP_DELAY_MS: '0',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000; // seconds normally; generous for busy machines
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited at start: ${stderr}`);
    try {
      if ((await fetch(`${origin}/landing`)).ok) return { origin, child, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`api did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function stopApi(api: Api | null, signal: NodeJS.Signals = 'SIGTERM') {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill(signal);
  await api.exited;
}

export async function call(
  origin: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${origin}/api${path}`, { method, headers, body: payload });
  const text = await res.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { message: text };
  }
  return { status: res.status, body: parsed } satisfies Answer;
}

let numberSeq = 0;
export async function subscribe(origin: string, dbFile: string): Promise<Subscriber> {
  const number = `038${String(process.pid % 1000).padStart(3, '0')}${String(numberSeq++).padStart(5, '0')}`;
  const entry = await landingRedirect(origin, number, {
    readCode: () => {
      const db = new SQLite(dbFile, { readonly: true });
      try {
        const rows = db
          .prepare('SELECT body FROM sms_outbox WHERE phone = ?')
          .all(`92${number.slice(1)}`) as {
          body: string;
        }[];
        return codeIn(rows.map((r) => r.body));
      } finally {
        db.close();
      }
    },
  });
  const ref = entry.searchParams.get('a');
  if (!ref) throw new Error('no reference');
  const gen = await fetch(`${origin}/api/v1/jt/gen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msisdn: ref, refferer: null }),
  });
  const token = gen.headers.get('access_token');
  if (!token) throw new Error(`jt/gen failed: ${gen.status}`);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { id: Number(claims.sub), token };
}

/** Test setup only: credits granted through the ledger, exactly as the api's own `move` does. */
export function grant(file: string, subscriberIds: number[], credits: number) {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    "INSERT INTO ledger (subscriber_id, delta, reason, ref_key, created_at) VALUES (?, ?, 'test-grant', ?, ?)",
  );
  const update = db.prepare('UPDATE wallets SET balance = balance + ? WHERE subscriber_id = ?');
  db.transaction(() => {
    for (const id of subscriberIds) {
      insert.run(id, credits, `grant:${id}`, new Date().toISOString());
      update.run(credits, id);
    }
  })();
  db.close();
}

export interface Books {
  balances: Map<number, number>;
  ledgerSums: Map<number, number>;
  negative: number;
  redemptions: Map<string, number>;
  redemptionLedger: Map<string, number>;
  streakDays: Map<number, string[]>;
  dailyEntries: Map<number, { day: string; image: string }[]>;
}

export function readBooks(file: string): Books {
  const db = new SQLite(file, { readonly: true });
  const wallets = db.prepare('SELECT subscriber_id, balance FROM wallets').all() as {
    subscriber_id: number;
    balance: number;
  }[];
  const sums = db
    .prepare('SELECT subscriber_id, SUM(delta) AS total FROM ledger GROUP BY subscriber_id')
    .all() as { subscriber_id: number; total: number }[];
  const redemptions = db.prepare('SELECT uuid, subscriber_id FROM redemptions').all() as {
    uuid: string;
    subscriber_id: number;
  }[];
  const redemptionLedger = db
    .prepare("SELECT ref_key, COUNT(*) AS n FROM ledger WHERE reason = 'redemption' GROUP BY ref_key")
    .all() as { ref_key: string; n: number }[];
  const streaks = db.prepare('SELECT subscriber_id, day FROM streak_claims').all() as {
    subscriber_id: number;
    day: string;
  }[];
  const daily = db.prepare('SELECT subscriber_id, day, image FROM daily_entries').all() as {
    subscriber_id: number;
    day: string;
    image: string;
  }[];
  db.close();
  const group = <T, V>(rows: T[], key: (r: T) => number, value: (r: T) => V) => {
    const map = new Map<number, V[]>();
    for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), value(r)]);
    return map;
  };
  return {
    balances: new Map(wallets.map((w) => [w.subscriber_id, Number(w.balance)])),
    ledgerSums: new Map(sums.map((s) => [s.subscriber_id, Number(s.total)])),
    negative: wallets.filter((w) => Number(w.balance) < 0).length,
    redemptions: new Map(redemptions.map((r) => [r.uuid, r.subscriber_id])),
    redemptionLedger: new Map(redemptionLedger.map((r) => [r.ref_key, Number(r.n)])),
    streakDays: group(
      streaks,
      (r) => r.subscriber_id,
      (r) => r.day,
    ),
    dailyEntries: group(
      daily,
      (r) => r.subscriber_id,
      (r) => ({ day: r.day, image: r.image }),
    ),
  };
}

/** Every wallet equals the sum of its ledger, none is negative, every redemption was debited once. */
export function expectConsistent(books: Books) {
  expect(books.negative).toBe(0);
  for (const [id, balance] of books.balances)
    expect([id, books.ledgerSums.get(id) ?? 0]).toEqual([id, balance]);
  for (const uuid of books.redemptions.keys())
    expect([uuid, books.redemptionLedger.get(`redeem:${uuid}`)]).toEqual([uuid, 1]);
  expect(books.redemptionLedger.size).toBe(books.redemptions.size);
}

export async function dailyChallengeId(origin: string, token: string): Promise<number> {
  const games = await call(origin, token, 'GET', '/v1/daily-challenges/games');
  for (const g of (games.body.data ?? []) as unknown as { gameId: number }[]) {
    const c = await call(origin, token, 'POST', '/v1/daily-challenges/challenges', { gameId: g.gameId });
    const first = ((c.body.data ?? []) as unknown as { challengeId: number }[])[0];
    if (first) return first.challengeId;
  }
  throw new Error('no daily challenge today');
}

export const dailyForm = (challengeId: number) => {
  const form = new FormData();
  form.append('challengeId', String(challengeId));
  form.append('entryImage', new Blob([new Uint8Array(png(4096))], { type: 'image/png' }), 'shot.png');
  return form;
};

/** What the load's acknowledged writes were (2xx answered before the kill). */
export interface Acked {
  redemptions: { sub: number; uuid: string }[];
  streaks: Set<number>;
  daily: Set<number>;
}

/** One write of the mixed load (a redemption, a streak claim or a daily entry); its status. */
export async function oneWrite(
  origin: string,
  s: Subscriber,
  kind: string,
  challengeId: number,
  acked: Acked,
): Promise<number> {
  if (kind === 'redeem') {
    const a = await call(origin, s.token, 'POST', '/v1/redeem-item', { item: REWARD.id });
    if (a.status === 200 && a.body.data?.uuid) acked.redemptions.push({ sub: s.id, uuid: a.body.data.uuid });
    return a.status;
  }
  if (kind === 'streak') {
    const a = await call(origin, s.token, 'POST', '/v1/update-daily-streak');
    if (a.status === 200) acked.streaks.add(s.id);
    return a.status;
  }
  const a = await call(origin, s.token, 'POST', '/v1/daily-challenges/entry', dailyForm(challengeId));
  if (a.status === 200) acked.daily.add(s.id);
  return a.status;
}
