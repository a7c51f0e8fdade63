#!/usr/bin/env node
// Starts the real api, serving the built shell and remotes, on a fresh SQLite database with demo
// data and dev tools (clock, SMS outbox) for the e2e suite. Playwright's webServer runs this.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', '..', 'api');
const dataDir = mkdtempSync(join(tmpdir(), 'playzone-e2e-'));

const child = spawn(join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
  cwd: apiDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    SQLITE_FILE: join(dataDir, 'playzone.sqlite'),
    UPLOAD_DIR: join(dataDir, 'uploads'),
    DEV_TOOLS: '1',
    SEED_DEMO: '1',
    OPERATOR_KEY: 'e2e-operator-key',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
