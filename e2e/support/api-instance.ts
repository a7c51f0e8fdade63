import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { portal } from './portal';
import { signInOverHttp } from '../../tooling/landing-sign-in';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A second api process of its own (fresh SQLite file with demo data, dev tools on), which a test
 * may kill and start again on the same port and the same database file. It runs as
 * `node --import tsx src/server.ts`, so the process id is the server's own.
 */
export class ApiInstance {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'playzone-e2e-api-'));

  private constructor(readonly port: number) {}

  static async start(): Promise<ApiInstance> {
    const instance = new ApiInstance(await freePort());
    await instance.restart();
    return instance;
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process (again), on the same port and database file, and waits until it answers. */
  async restart(): Promise<void> {
    if (this.running) return;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        SQLITE_FILE: join(this.dataDir, 'playzone.sqlite'),
        UPLOAD_DIR: join(this.dataDir, 'uploads'),
        DEV_TOOLS: '1',
        SEED_DEMO: '1',
        OPERATOR_KEY: portal.operatorKey,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        SIGN_IN_CODES_PER_NUMBER: '1000',
        // Load shedding off, as for the suite's own portal (support/start-portal.mjs): on a busy
        // machine a starved event loop answered a dev-tools call 503 (the api's overload test
        // covers shedding).
        OVERLOAD_MAX_LOOP_DELAY_MS: '0',
      },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (!this.running) throw new Error(`the api exited at start: ${stderr}`);
      try {
        if ((await fetch(`${this.origin}/landing`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the api did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Stops the process at once (SIGKILL by default: no graceful shutdown). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.running) return;
    this.child?.kill(signal);
    await this.exited;
  }

  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Signs a number in through this api's landing page (one-time code); returns the reference `a`. */
  async subscribe(number: string): Promise<string> {
    return (await signInOverHttp(this.origin, number)).a;
  }

  /** Moves this api's clock (dev tools). */
  async advanceClock(advanceMs: number): Promise<void> {
    const res = await fetch(`${this.origin}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs }),
    });
    if (!res.ok) throw new Error(`clock answered ${res.status}`);
  }

  /**
   * Sends the page's /api, /landing and /unsubscribe-service requests to this instance, while the shell and the remotes
   * keep coming from the e2e portal (as with static files on a CDN in front of the api). While the
   * instance is down, those requests fail as a refused connection.
   */
  async routePage(page: Page): Promise<void> {
    for (const pattern of [
      `${portal.origin}/api/**`,
      `${portal.origin}/landing**`,
      `${portal.origin}/unsubscribe-service/**`,
    ]) {
      await page.route(pattern, async (route) => {
        const url = route.request().url().replace(portal.origin, this.origin);
        try {
          const response = await route.fetch({ url, maxRedirects: 0, timeout: 15_000 });
          await route.fulfill({ response });
        } catch {
          await route.abort('connectionrefused').catch(() => undefined);
        }
      });
    }
  }
}
