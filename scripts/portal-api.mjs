// Spawns the real api (serving the built shell and remotes) on a fresh SQLite database in a
// temporary folder, with demo data: the e2e suite and the benchmarks run the portal this way.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'api');

/**
 * @param {object} options
 * @param {number | string} options.port
 * @param {string} options.name        names the temporary data folder (playzone-<name>-...)
 * @param {Record<string, string>} [options.env]   settings over the defaults below
 * @param {import('node:child_process').StdioOptions} [options.stdio]
 */
export function spawnPortalApi({ port, name, env = {}, stdio = 'inherit' }) {
  const dataDir = mkdtempSync(join(tmpdir(), `playzone-${name}-`));
  return spawn(join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: apiDir,
    stdio,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: join(dataDir, 'playzone.sqlite'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}
