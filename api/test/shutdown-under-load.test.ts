import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { createPgDatabase, databases } from './helpers.ts';

// The api process exits within 5 s of SIGTERM while requests keep arriving on many keep-alive
// connections, on SQLite and PostgreSQL: a busy client never holds a deploy or a restart.

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 48;

describe.each(databases)('shutdown under load (%s)', (kind) => {
  it('exits within 5 s of SIGTERM with requests in flight', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-shutdown-'));
    const pgDb = kind === 'postgres' ? await createPgDatabase() : null;
    const port = 20_000 + Math.floor(Math.random() * 20_000);
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
        LOG: '0',
        ROOMS: '0',
        ENGINE_TICK_MS: '200',
        OVERLOAD_MAX_LOOP_DELAY_MS: '0',
        ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      },
    });
    const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(performance.now())));
    const origin = `http://127.0.0.1:${port}`;
    try {
      for (let i = 0; ; i++) {
        if (i > 1000) throw new Error('api did not start');
        if (
          await fetch(`${origin}/landing`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await new Promise((r) => setTimeout(r, 150));
      }
      let stop = false;
      let answered = 0;
      const loop = async () => {
        while (!stop) {
          const ok = await fetch(`${origin}/api/leaderboard`).then(
            (r) => r.arrayBuffer().then(() => true),
            () => false,
          );
          if (!ok) return;
          answered++;
        }
      };
      const clients = Array.from({ length: CONNECTIONS }, loop);
      await new Promise((r) => setTimeout(r, 1500));
      expect(answered).toBeGreaterThan(0);
      const signalled = performance.now();
      child.kill('SIGTERM');
      const at = await exited;
      stop = true;
      await Promise.all(clients);
      expect(at - signalled).toBeLessThan(5000);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await pgDb?.drop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
