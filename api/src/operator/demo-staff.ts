import type { DB } from '../db/schema.ts';
import type { Role } from './roles.ts';
import { hashPassword } from './staff-repo.ts';

// Development and e2e only (DEV_TOOLS=1, which production refuses): one staff account per role,
// so the console can be tried and tested on a fresh database without the command line.

export const DEMO_STAFF_PASSWORD = 'playzone-demo-staff';
export const DEMO_STAFF: Record<Role, string> = {
  admin: 'demo.admin',
  moderator: 'demo.moderator',
  support: 'demo.support',
};

// Hashed once per process: test suites start many apps.
let demoHash: Promise<string> | null = null;

export async function seedDemoStaff(db: DB, at: string): Promise<void> {
  const existing = await db.selectFrom('staff').select('username').execute();
  const have = new Set(existing.map((s) => s.username));
  for (const [role, username] of Object.entries(DEMO_STAFF) as [Role, string][]) {
    if (have.has(username)) continue;
    const name = `Demo ${role[0]?.toUpperCase()}${role.slice(1)}`;
    demoHash ??= hashPassword(DEMO_STAFF_PASSWORD);
    await db
      .insertInto('staff')
      .values({ username, name, role, password_hash: await demoHash, locked_until: null, created_at: at })
      // Another process starting on the same new database may have added it meanwhile.
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
  }
}
