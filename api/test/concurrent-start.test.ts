import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createPgDatabase, databases, startApp, type TestApp } from './helpers.ts';

// Processes of a deployment start at once on a new database: each migrates, seeds the demo and
// the demo staff when they are missing, and every one of them must start.
describe.each(databases)('api processes starting at once on a new database (%s)', (kind) => {
  const started: TestApp[] = [];
  let drop = async () => {};
  afterAll(async () => {
    await Promise.all(started.map((t) => t.close()));
    await drop();
  });

  it('all start, and the database holds the demo data once', async () => {
    let env: Record<string, string>;
    if (kind === 'postgres') {
      const db = await createPgDatabase();
      drop = db.drop;
      env = { DATABASE_URL: db.url, SEED_DEMO: '1' };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'pz-start-'));
      drop = async () => rmSync(dir, { recursive: true, force: true });
      env = { SQLITE_FILE: join(dir, 'db.sqlite'), SEED_DEMO: '1' };
    }
    const outcomes = await Promise.allSettled([
      startApp(kind, env),
      startApp(kind, env),
      startApp(kind, env),
    ]);
    for (const o of outcomes) if (o.status === 'fulfilled') started.push(o.value);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    const db = started[0]!.app.db;
    const count = async (table: 'games' | 'staff') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await count('games'), await count('staff')]).toEqual([8, 3]);
  });
});
