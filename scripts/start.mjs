#!/usr/bin/env node
// `npm start`: install, build the shell and the four remotes, then serve the whole portal with the
// api (SQLite and demo data by default) at http://localhost:8080 (PORT overrides).
import { spawn } from 'node:child_process';
import { ensureNativeModules, packageManager, pnpm } from './pnpm.mjs';

const step = (title, status) => {
  if (status !== 0) {
    console.error(`\n${title} failed (exit ${status}).`);
    process.exit(status);
  }
};

console.log('Installing dependencies...');
step('Install', pnpm(['install', '--frozen-lockfile', '--reporter=silent']));
step('Native modules', ensureNativeModules());
if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the shell and the remotes...');
  step(
    'Build',
    pnpm(['-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mfe-*', 'run', 'build']),
  );
}

const port = process.env.PORT ?? '8080';
console.log(`Starting PlayZone at http://localhost:${port} on Node ${process.versions.node}`);
const child = spawn('npx', ['--yes', packageManager, '--filter', '@portal/api', 'start'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: process.env.HOST ?? '0.0.0.0' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
