#!/usr/bin/env node
// Prints the gzipped size of the shell's initial JavaScript (every script the home page loads from
// the shell, measured in Chromium), of all JavaScript a first visit to / loads, and of each remote's
// entry, against the budgets: shell initial JavaScript <= 150 KB gzipped, all JavaScript on /
// <= 200 KB, each remote entry <= 15 KB. Fails as well when any app's dist holds test or
// development code (a test helper, the standalone dev app) or a script that points at a source map,
// and when a built script does not start with V8's compile hint (tooling/webpack.base.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumOptions, signIn, startPortal } from './lib/portal-server.mjs';
import { COMPILE_HINT } from '../tooling/webpack.base.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / KB).toFixed(1);

const rows = [];
const portal = await startPortal({ port: Number(process.env.BENCH_PORT ?? 8390) });
const browser = await chromium.launch(chromiumOptions);
try {
  const page = await browser.newPage();
  // A visit outside the telemetry sample (nine in ten): a sampled one also loads web-vitals, and the
  // figures would move by its 3 KB from run to run.
  await page.addInitScript(() => localStorage.setItem('pz:telemetry', 'none'));
  // The first load of the portal (the landing page's redirect) with an empty cache is measured.
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => scripts.set(new URL(response.url()).pathname, body))
        .catch(() => undefined),
    );
  });
  await signIn(page, portal.origin);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const shellFiles = [...scripts.entries()].filter(([path]) => !path.startsWith('/apps/'));
  const shellBytes = shellFiles.reduce((sum, [, body]) => sum + gz(body), 0);
  rows.push(['shell initial JavaScript (home page)', shellFiles.length, shellBytes, 150 * KB]);
  const allBytes = [...scripts.values()].reduce((sum, body) => sum + gz(body), 0);
  rows.push(['all JavaScript on / (first visit)', scripts.size, allBytes, 200 * KB]);
  if (process.env.BUNDLE_FILES) {
    // Every shell file the home page loaded, largest first (what to look at when over budget).
    for (const [path, body] of shellFiles.sort((a, b) => b[1].length - a[1].length)) {
      console.log(`${kb(gz(body)).padStart(7)} KB  ${path}`);
    }
  }
  for (const remote of ['tournaments', 'tasks', 'rewards', 'games']) {
    const files = [...scripts.entries()].filter(([path]) => path.startsWith(`/apps/${remote}/`));
    rows.push([
      `${remote}: all JavaScript on the home page`,
      files.length,
      files.reduce((s, [, b]) => s + gz(b), 0),
      null,
    ]);
  }
} finally {
  await browser.close();
  await portal.stop();
}
for (const [app, remote] of [
  ['mfe-tournaments', 'tournaments'],
  ['mfe-tasks', 'tasks'],
  ['mfe-rewards', 'rewards'],
  ['mfe-games', 'games'],
]) {
  const entry = readFileSync(join(root, app, 'dist', 'remoteEntry.js'));
  rows.push([`${remote} remote entry (remoteEntry.js)`, 1, gz(entry), 15 * KB]);
}

// Test and development code: strings only that code carries, and the shares that would register it.
const DEV_MARKERS = ['@testing-library', 'renderWithProviders', 'react-dom/test-utils', 'StandaloneApp'];
const DEV_SHARES = ['@portal/shared/testing', '@portal/shared/dev', 'react-dom/test-utils'];
// The installable-app files the shell copies as they are (the service worker, the offline page's
// script): not bundles, so not compiled on the page.
const COPIED_SCRIPTS = new Set(['sw.js', 'offline.js']);
const findings = [];
const unhinted = [];
for (const app of ['shell', 'mfe-tournaments', 'mfe-tasks', 'mfe-rewards', 'mfe-games']) {
  const dist = join(root, app, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  for (const share of manifest.shared ?? []) {
    if (DEV_SHARES.includes(share.name)) findings.push(`${app}: shares ${share.name}`);
  }
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(dist, file), 'utf8');
    const marker = DEV_MARKERS.find((m) => text.includes(m));
    if (marker) findings.push(`${app}/dist/${file}: holds ${marker}`);
    if (/\/\/# sourceMappingURL=/.test(text)) findings.push(`${app}/dist/${file}: points at a source map`);
    if (!COPIED_SCRIPTS.has(file) && !text.startsWith(COMPILE_HINT)) unhinted.push(`${app}/dist/${file}`);
  }
}

console.log('\nBundle sizes (gzip -9)\n');
console.log('| what | files | KB gzipped | budget KB | within |');
console.log('|---|---:|---:|---:|---|');
let over = 0;
for (const [what, files, bytes, budget] of rows) {
  const ok = budget == null ? '' : bytes <= budget ? 'yes' : 'NO';
  if (ok === 'NO') over += 1;
  console.log(`| ${what} | ${files} | ${kb(bytes)} | ${budget == null ? '' : kb(budget)} | ${ok} |`);
}
console.log(
  findings.length
    ? `\nTest or development code in production builds:\n${findings.map((f) => `- ${f}`).join('\n')}`
    : '\nNo test or development code and no source map reference in any dist.',
);
console.log(
  unhinted.length
    ? `\nScripts without the compile hint:\n${unhinted.map((f) => `- ${f}`).join('\n')}`
    : 'Every built script starts with the compile hint (compiled while it downloads).',
);
process.exitCode = over === 0 && findings.length === 0 && unhinted.length === 0 ? 0 : 1;
