// Clean storage: a replaced profile image is deleted once the new one is committed, and files
// whose row never committed (left as temporary files by a crash) are removed at start.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isUploadReferenced, sweepUploads } from '../src/lib/uploads.ts';
import { databases, jpeg, json, multipart, png, startApp, type TestApp } from './helpers.ts';

describe.each(databases)('clean storage (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());
  const uploads = () => join(t.dir, 'uploads');
  const profileForm = (data: Buffer) =>
    multipart({ username: 'Sam', email: 'sam@example.com', gender: 'male' }, { field: 'image', data });

  it('a replaced profile image is deleted after the new one is committed', async () => {
    const s = await t.login();
    const save = async (data: Buffer) => {
      const res = await t.call(s, {
        method: 'POST',
        url: '/api/v1/user/profile/complete',
        ...profileForm(data),
      });
      expect(res.statusCode).toBe(200);
      const row = await t.app.db
        .selectFrom('subscribers')
        .select('profile_image')
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      return row.profile_image as string;
    };
    const first = await save(png(500));
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${first}` })).statusCode).toBe(200);
    const second = await save(jpeg(700));
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${second}` })).statusCode).toBe(200);
    expect(readdirSync(uploads()).filter((f) => f === first || f.endsWith('.tmp'))).toEqual([]);
    // A refused upload leaves nothing behind either.
    const bad = await t.call(s, {
      method: 'POST',
      url: '/api/v1/user/profile/complete',
      ...profileForm(Buffer.from('GIF89a')),
    });
    expect(json(bad).success).toBe(false);
    expect(readdirSync(uploads()).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('at start, a temporary file whose row committed gets its name; one with no row is removed', async () => {
    const s = await t.login();
    const orphan = `${'a'.repeat(32)}.png`;
    const committed = `${'b'.repeat(32)}.jpg`;
    writeFileSync(join(uploads(), `${orphan}.tmp`), png(100));
    writeFileSync(join(uploads(), `${committed}.tmp`), jpeg(100));
    await t.app.db
      .updateTable('subscribers')
      .set({ profile_image: committed })
      .where('id', '=', s.id)
      .execute();
    const swept = await sweepUploads(uploads(), (name) => isUploadReferenced(t.app.db, name));
    expect(swept).toEqual({ removed: 1, kept: 1 });
    expect(existsSync(join(uploads(), `${orphan}.tmp`))).toBe(false);
    expect(existsSync(join(uploads(), orphan))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${committed}` })).statusCode).toBe(200);
  });
});
