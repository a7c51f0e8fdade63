#!/usr/bin/env node
// Prints the gzipped size of the shell's initial JavaScript (every script the home page loads from
// the shell, measured in Chromium) and of each remote's entry, against the budgets:
// shell initial JavaScript <= 150 KB gzipped, each remote entry <= 15 KB gzipped.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumOptions, signIn, startPortal } from './lib/portal-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / KB).toFixed(1);

const rows = [];
const portal = await startPortal({ port: Number(process.env.BENCH_PORT ?? 8390) });
const browser = await chromium.launch(chromiumOptions);
try {
  const page = await browser.newPage();
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

console.log('\nBundle sizes (gzip -9)\n');
console.log('| what | files | KB gzipped | budget KB | within |');
console.log('|---|---:|---:|---:|---|');
let over = 0;
for (const [what, files, bytes, budget] of rows) {
  const ok = budget == null ? '' : bytes <= budget ? 'yes' : 'NO';
  if (ok === 'NO') over += 1;
  console.log(`| ${what} | ${files} | ${kb(bytes)} | ${budget == null ? '' : kb(budget)} | ${ok} |`);
}
process.exitCode = over === 0 ? 0 : 1;
