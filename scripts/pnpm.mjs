#!/usr/bin/env node
// Runs the pinned pnpm through npx, so a machine with only Node and npm needs nothing else. Every
// script that imports this one runs on Node 24 (brought by node-runtime.mjs when Node is older).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { ensureNode24 } from './node-runtime.mjs';

ensureNode24();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The pnpm that package.json pins (`packageManager`), as npx takes it: `pnpm@x.y.z`. */
export const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', packageManager, ...args], {
    cwd: root,
    stdio: 'inherit',
    ...options,
  });
  return result.status ?? 1;
}

/**
 * better-sqlite3 is a native module built for one Node ABI: after a change of Node (a checkout that
 * was installed under Node 20), rebuild it from source against the running Node's headers.
 */
export function ensureNativeModules() {
  const probe = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: join(root, 'api'),
    stdio: 'ignore',
  });
  if (probe.status === 0) return 0;
  console.log(`Building better-sqlite3 for Node ${process.versions.node}...`);
  return pnpm(['--filter', '@portal/api', 'rebuild', 'better-sqlite3']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
