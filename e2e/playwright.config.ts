import { defineConfig } from '@playwright/test';
import { chromiumOptions } from '../tooling/chromium';
import { portal } from './support/portal';

// The suite drives the real shell, the real remotes and the real api in Debian's Chromium.
// The api runs on a fresh SQLite file with demo data and dev tools on (clock, SMS outbox).
const serialSuites = [
  'mfe-tournaments.spec.ts',
  'tournament-money.spec.ts',
  'cannon-clash.spec.ts',
  'cannon-clash-rooms.spec.ts',
  'cannon-clash-upright.spec.ts',
  'reliability.spec.ts',
  'redeploy.spec.ts',
  'journeys.spec.ts',
];
const suiteName = (file: string) => file.replace('.spec.ts', '');

export default defineConfig({
  testDir: './tests',
  // One output folder per port, so several suites can run side by side.
  outputDir: `test-results/${portal.port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // One retry on CI absorbs a slow machine's timing; a test that needs it is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: portal.origin,
    // An action waits at most this long for its element, so a missing button fails the test in
    // seconds rather than at the test's own time limit.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { ...chromiumOptions, args: [...chromiumOptions.args, '--disable-quic'] },
  },
  // Suites that move the api's clock or redeploy a remote run alone, one after another, after
  // the rest: a moved clock or a remote folder being rebuilt would disturb tests running beside them.
  projects: [
    { name: 'portal', testIgnore: serialSuites, use: { browserName: 'chromium' } },
    ...serialSuites.map((file, i) => ({
      name: suiteName(file),
      testMatch: file,
      dependencies: [i === 0 ? 'portal' : suiteName(serialSuites[i - 1]!)],
      use: { browserName: 'chromium' as const },
    })),
  ],
  webServer: {
    command: 'node support/start-portal.mjs',
    url: `${portal.origin}/landing`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
