#!/usr/bin/env node
// `npm test`: install what is needed and run every test: types, lint, unit and component tests,
// api integration on SQLite (and PostgreSQL when its server binaries are installed; with Redis too,
// three api processes as one cluster), and the
// Playwright e2e suite in Chromium against the real api and the built portal.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureNativeModules, pnpm } from './pnpm.mjs';

const results = [];
function run(title, args, { optional = false } = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const status = typeof args === 'function' ? args() : pnpm(args);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ title, ok: status === 0, seconds, optional });
  console.log(`=== ${title}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s ===`);
  return status === 0;
}

console.log(`Node ${process.versions.node}`);
run('install', ['install', '--frozen-lockfile', '--reporter=silent']);
run(`native modules for Node ${process.versions.node}`, ensureNativeModules);
run('typecheck', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
run('lint', ['exec', 'eslint', '.']);
run(
  'references: READMEs and comments name only documents the repository holds',
  () => spawnSync(process.execPath, ['scripts/check-references.mjs'], { stdio: 'inherit' }).status,
);
run(
  'i18n: every catalog has every message, Urdu is written in Urdu, stylesheets mirror',
  () => spawnSync(process.execPath, ['scripts/check-i18n.mjs'], { stdio: 'inherit' }).status,
);
run('unit and component tests', [
  '-r',
  '--workspace-concurrency=1',
  '--filter',
  '!@portal/api',
  '--filter',
  '!@portal/e2e',
  'run',
  'test',
]);
run('api integration tests (SQLite; PostgreSQL, and the three-process cluster with Redis, when installed)', [
  '--filter',
  '@portal/api',
  'run',
  'test:postgres',
]);
run('build', [
  '-r',
  '--workspace-concurrency=2',
  '--filter',
  './shell',
  '--filter',
  './mfe-*',
  'run',
  'build',
]);
if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  run('e2e (Playwright, Chromium)', ['--filter', '@portal/e2e', 'run', 'test']);
} else {
  console.log('\nChromium is not installed (apt-get install chromium): the e2e suite cannot run.');
  results.push({ title: 'e2e (Chromium missing)', ok: false, seconds: '0' });
}

console.log('\n=== Summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.title} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
