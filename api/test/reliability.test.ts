// Reliability of the real api process on its SQLite file: a load of concurrent writes from many
// subscribers never answers 5xx nor spends twice, and a SIGKILL in the middle of such a load loses
// no acknowledged write (a 2xx answered before the kill) and leaves the ledger equal to every
// balance once the api is started again on the same file.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { png } from './helpers.ts';
import { codeIn, signInOverHttp } from './landing-http.ts';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Reward 4, 'Free Fire 100 Diamonds', 600 credits, no PUBG ID. */
const REWARD = { id: 4, credits: 600 };
const STREAK_DAY_ONE_CREDITS = 15;

interface Api {
  origin: string;
  child: ChildProcess;
  exited: Promise<void>;
}

interface Subscriber {
  id: number;
  token: string;
}

interface Answer {
  status: number;
  body: { success?: boolean; message?: string; data?: { uuid?: string; credits?: number } };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts `src/server.ts` in its own Node process (no tsx wrapper, so the pid is the server's). */
async function startApi(dir: string, port: number): Promise<Api> {
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

async function stopApi(api: Api | null, signal: NodeJS.Signals = 'SIGTERM') {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill(signal);
  await api.exited;
}

async function call(origin: string, token: string | null, method: string, path: string, body?: unknown) {
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
async function subscribe(origin: string, dbFile: string): Promise<Subscriber> {
  const number = `038${String(process.pid % 1000).padStart(3, '0')}${String(numberSeq++).padStart(5, '0')}`;
  const entry = await signInOverHttp(origin, number, () => {
    const db = new SQLite(dbFile, { readonly: true });
    try {
      const rows = db.prepare('SELECT body FROM sms_outbox WHERE phone = ?').all(`92${number.slice(1)}`) as {
        body: string;
      }[];
      return codeIn(rows.map((r) => r.body));
    } finally {
      db.close();
    }
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
function grant(file: string, subscriberIds: number[], credits: number) {
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

interface Books {
  balances: Map<number, number>;
  ledgerSums: Map<number, number>;
  negative: number;
  redemptions: Map<string, number>;
  redemptionLedger: Map<string, number>;
  streakDays: Map<number, string[]>;
  dailyEntries: Map<number, { day: string; image: string }[]>;
}

function readBooks(file: string): Books {
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
function expectConsistent(books: Books) {
  expect(books.negative).toBe(0);
  for (const [id, balance] of books.balances)
    expect([id, books.ledgerSums.get(id) ?? 0]).toEqual([id, balance]);
  for (const uuid of books.redemptions.keys())
    expect([uuid, books.redemptionLedger.get(`redeem:${uuid}`)]).toEqual([uuid, 1]);
  expect(books.redemptionLedger.size).toBe(books.redemptions.size);
}

async function dailyChallengeId(origin: string, token: string): Promise<number> {
  const games = await call(origin, token, 'GET', '/v1/daily-challenges/games');
  for (const g of (games.body.data ?? []) as unknown as { gameId: number }[]) {
    const c = await call(origin, token, 'POST', '/v1/daily-challenges/challenges', { gameId: g.gameId });
    const first = ((c.body.data ?? []) as unknown as { challengeId: number }[])[0];
    if (first) return first.challengeId;
  }
  throw new Error('no daily challenge today');
}

const dailyForm = (challengeId: number) => {
  const form = new FormData();
  form.append('challengeId', String(challengeId));
  form.append('entryImage', new Blob([new Uint8Array(png(4096))], { type: 'image/png' }), 'shot.png');
  return form;
};

describe('api reliability (SQLite file, real process)', () => {
  let dir = '';
  let file = '';
  let api: Api | null = null;
  let challengeId = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pz-reliability-'));
    file = join(dir, 'playzone.sqlite');
    api = await startApi(dir, await freePort());
  }, 180_000);

  afterAll(async () => {
    await stopApi(api, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a load of concurrent writes from many subscribers without 5xx or double spend', async () => {
    const origin = (api as Api).origin;
    const subs = await Promise.all(Array.from({ length: 30 }, () => subscribe(origin, file)));
    challengeId = await dailyChallengeId(origin, subs[0]?.token ?? '');
    // Credits for two redemptions of the reward, not three (the streak adds 15).
    grant(
      file,
      subs.map((s) => s.id),
      2 * REWARD.credits,
    );

    const perSub = await Promise.all(
      subs.map(async (s) => {
        const ops = [
          ...Array.from(
            { length: 3 },
            () => ['streak', call(origin, s.token, 'POST', '/v1/update-daily-streak')] as const,
          ),
          ...Array.from(
            { length: 2 },
            () =>
              [
                'daily',
                call(origin, s.token, 'POST', '/v1/daily-challenges/entry', dailyForm(challengeId)),
              ] as const,
          ),
          ...Array.from(
            { length: 3 },
            () => ['redeem', call(origin, s.token, 'POST', '/v1/redeem-item', { item: REWARD.id })] as const,
          ),
        ];
        const answers = await Promise.all(ops.map(async ([kind, p]) => ({ kind, ...(await p) })));
        return { s, answers };
      }),
    );

    const statuses = perSub.flatMap((p) => p.answers.map((a) => a.status));
    expect(statuses.filter((code) => code >= 500)).toEqual([]);
    for (const { s, answers } of perSub) {
      const codes = (kind: string) =>
        answers
          .filter((a) => a.kind === kind)
          .map((a) => a.status)
          .sort();
      expect(codes('streak')).toEqual([200, 409, 409]);
      expect(codes('daily')).toEqual([200, 409]);
      expect(codes('redeem')).toEqual([200, 200, 400]);
      const profile = await call(origin, s.token, 'GET', '/v1/user/profile');
      expect((profile.body.data as { credits: number }).credits).toBe(STREAK_DAY_ONE_CREDITS);
    }
    expectConsistent(readBooks(file));
  }, 120_000);

  it('keeps every acknowledged write and a balanced ledger after a SIGKILL in the middle of a load', async () => {
    const first = api as Api;
    const subs = await Promise.all(Array.from({ length: 40 }, () => subscribe(first.origin, file)));
    if (!challengeId) challengeId = await dailyChallengeId(first.origin, subs[0]?.token ?? '');
    const granted = 20 * REWARD.credits;
    grant(
      file,
      subs.map((s) => s.id),
      granted,
    );

    const acked = {
      redemptions: [] as { sub: number; uuid: string }[],
      streaks: new Set<number>(),
      daily: new Set<number>(),
    };
    const statuses: number[] = [];
    let killed = false;
    const worker = async (s: Subscriber, index: number) => {
      for (let i = 0; !killed; i++) {
        // Mix the three writes so each kind is in flight when the process dies.
        const kind = ['redeem', 'streak', 'daily'][(i + index) % 3];
        try {
          if (kind === 'redeem') {
            const a = await call(first.origin, s.token, 'POST', '/v1/redeem-item', { item: REWARD.id });
            statuses.push(a.status);
            if (a.status === 200 && a.body.data?.uuid)
              acked.redemptions.push({ sub: s.id, uuid: a.body.data.uuid });
          } else if (kind === 'streak') {
            const a = await call(first.origin, s.token, 'POST', '/v1/update-daily-streak');
            statuses.push(a.status);
            if (a.status === 200) acked.streaks.add(s.id);
          } else {
            const a = await call(
              first.origin,
              s.token,
              'POST',
              '/v1/daily-challenges/entry',
              dailyForm(challengeId),
            );
            statuses.push(a.status);
            if (a.status === 200) acked.daily.add(s.id);
          }
        } catch {
          return; // the connection died with the process: this write was never acknowledged
        }
      }
    };
    const load = Promise.all(subs.map((s, i) => worker(s, i)));
    // Kill once the load is well under way (every worker keeps one write in flight).
    const until = Date.now() + 60_000;
    while (statuses.length < 200 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await load;
    expect(statuses.length).toBeGreaterThanOrEqual(200);
    expect(statuses.filter((code) => code >= 500)).toEqual([]);
    expect(acked.redemptions.length).toBeGreaterThan(0);

    api = await startApi(dir, await freePort());
    const origin = api.origin;
    const books = readBooks(file);
    expectConsistent(books);
    for (const { sub, uuid } of acked.redemptions)
      expect([uuid, books.redemptions.get(uuid)]).toEqual([uuid, sub]);
    for (const sub of acked.streaks) expect(books.streakDays.get(sub)?.length).toBe(1);
    for (const sub of acked.daily) {
      const entries = books.dailyEntries.get(sub) ?? [];
      expect(entries).toHaveLength(1);
      expect(existsSync(join(dir, 'uploads', entries[0]?.image ?? 'missing'))).toBe(true);
    }
    for (const s of subs) {
      const spent = [...books.redemptions.values()].filter((id) => id === s.id).length * REWARD.credits;
      const streak = books.streakDays.has(s.id) ? STREAK_DAY_ONE_CREDITS : 0;
      expect([s.id, books.balances.get(s.id)]).toEqual([s.id, granted + streak - spent]);
    }

    // The restarted api serves the same books and keeps refusing repeats.
    for (const s of subs.slice(0, 10)) {
      const profile = await call(origin, s.token, 'GET', '/v1/user/profile');
      expect((profile.body.data as { credits: number }).credits).toBe(books.balances.get(s.id));
      const again = await call(origin, s.token, 'POST', '/v1/update-daily-streak');
      expect(again.status).toBe(books.streakDays.has(s.id) ? 409 : 200);
    }
    const after = await call(origin, subs[0]?.token ?? '', 'POST', '/v1/redeem-item', { item: REWARD.id });
    expect([200, 400]).toContain(after.status);
    expectConsistent(readBooks(file));
  }, 300_000);
});
