#!/usr/bin/env node
// Starts the real api, serving the built shell and remotes, on a fresh SQLite database with demo
// data and dev tools (clock, SMS outbox) for the e2e suite. Playwright's webServer runs this.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnPortalApi } from '../../scripts/portal-api.mjs';

const port = process.env.E2E_PORT ?? '8181';
// A database file at a known place (support/portal.ts's sqliteFile), fresh for every run, so tests
// can create staff accounts with the operator command line, as an operator does on the server.
const dataDir = join(tmpdir(), `playzone-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawnPortalApi({
  port,
  name: 'e2e',
  // Load shedding off: the suite shares a busy machine with other suites, and a starved event loop
  // would answer 503 (the api's own overload test covers shedding).
  env: {
    DEV_TOOLS: '1',
    OPERATOR_KEY: 'e2e-operator-key',
    RATE_LIMIT_MAX: '100000',
    SIGN_IN_CODES_PER_NUMBER: '1000',
    OVERLOAD_MAX_LOOP_DELAY_MS: '0',
    SQLITE_FILE: join(dataDir, 'playzone.sqlite'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
