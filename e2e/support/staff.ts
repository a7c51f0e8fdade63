// Staff accounts for the operator console, made with the real operator command line against the
// e2e portal's database, as the first admin is made on a server.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portal } from './portal';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');

export type StaffRole = 'admin' | 'moderator' | 'support';

export interface StaffAccount {
  username: string;
  password: string;
  role: StaffRole;
}

let counter = 0;

/** `pnpm --filter @portal/api operator create-staff <username> --role <role>` with STAFF_PASSWORD. */
export function createStaff(role: StaffRole): StaffAccount {
  counter += 1;
  const username = `e2e-${role}-${process.pid}-${Date.now() % 100_000}-${counter}`;
  const password = `pass-${role}-${Date.now()}-long`;
  const out = execFileSync(
    join(apiDir, 'node_modules', '.bin', 'tsx'),
    ['src/cli/operator.ts', 'create-staff', username, '--role', role, '--name', `E2E ${role}`],
    {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: 'test', SQLITE_FILE: portal.sqliteFile, STAFF_PASSWORD: password },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  if (!out.includes(`Created ${role} ${username}`)) throw new Error(`create-staff said: ${out}`);
  return { username, password, role };
}
