// Starts the real api (serving the built shell and remotes) on a fresh SQLite database for a
// benchmark, and stops it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');

export async function startPortal({ port = 8390, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'playzone-bench-'));
  const child = spawn(join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: join(dataDir, 'playzone.sqlite'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/landing`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the portal did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Signs a new subscriber up through the demo landing page; resolves on the portal's home. */
export async function signIn(page, origin) {
  const number = `03${String(Date.now()).slice(-9)}`;
  await page.goto(`${origin}/landing`);
  await page.fill('#number', number);
  await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.click('button[type=submit]')]);
  return number;
}

export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
