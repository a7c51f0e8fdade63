import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrate } from '../src/db/connect.ts';
import { databases, json, startApp, type Session, type TestApp } from './helpers.ts';

// A username is one subscriber's, whatever its letter case: no one takes the leaderboard leader's
// name, and a profile edit leaves a subscriber's own name as it is. Migration 0023 renames the duplicates a database already has, then the index holds it.

describe.each(databases)('usernames are unique (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
  });
  afterAll(async () => t.close());

  const save = (s: Session, username: string, email = 'me@example.com') =>
    t.call(s, {
      method: 'POST',
      url: '/api/v1/user/profile/complete',
      payload: { username, email, gender: 'female', bio: '', dateOfBirth: '' },
    });
  const profile = async (s: Session) =>
    json<{ data: { username: string; email: string } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    ).data;

  it("refuses another subscriber's username in any letter case, and keeps the profile as it was", async () => {
    const [leader, copycat] = [await t.login(), await t.login()];
    expect((await save(leader, 'Champion')).statusCode).toBe(200);
    for (const taken of ['Champion', 'champion', 'CHAMPION']) {
      const res = await save(copycat, taken, 'copy@example.com');
      expect([res.statusCode, json(res)]).toEqual([
        409,
        expect.objectContaining({
          success: false,
          message: 'This username is taken.',
          code: 'USERNAME_TAKEN',
        }),
      ]);
    }
    expect(await profile(copycat)).toMatchObject({ username: '', email: '' });
    // The leader saves their own name again, in another case.
    expect((await save(leader, 'CHAMPION')).statusCode).toBe(200);
    expect((await profile(leader)).username).toBe('CHAMPION');
  });

  it('refuses a username with characters that hide or turn it, and takes one in Urdu', async () => {
    const s = await t.login();
    for (const hidden of ['\u202eadmin', 'ad\u200bmin', 'a\u2066b\u2069', 'tab\tname', 'al\ufeffi']) {
      const res = await save(s, hidden);
      expect([res.statusCode, json<{ message: string }>(res).message]).toEqual([
        400,
        'A username may not hold invisible or direction-changing characters.',
      ]);
    }
    expect((await profile(s)).username).toBe('');
    // Urdu writing's zero-width non-joiner is a letter's business, not a trick.
    expect((await save(s, 'علی\u200cرضا')).statusCode).toBe(200);
    expect((await profile(s)).username).toBe('علی\u200cرضا');
  });

  it('keeps a name of their own when the subscriber edits the profile', async () => {
    const s = await t.login();
    await t.app.db.updateTable('subscribers').set({ name: 'Ayesha Khan' }).where('id', '=', s.id).execute();
    expect((await save(s, 'ayesha_k')).statusCode).toBe(200);
    const { name, username } = json<{ data: { name: string; username: string } }>(
      await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
    ).data;
    expect({ name, username }).toEqual({ name: 'Ayesha Khan', username: 'ayesha_k' });
  });

  it('gives a name sent by six subscribers at once to one of them', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => t.login()));
    const codes = (await Promise.all(sessions.map((s) => save(s, 'racer')))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const names = await Promise.all(sessions.map(async (s) => (await profile(s)).username));
    expect(names.filter((n) => n === 'racer')).toHaveLength(1);
  });

  it('the migration renames the duplicates a database has, first subscriber keeps the name', async () => {
    const db = t.app.db as unknown as Kysely<unknown>;
    await sql`drop index subscribers_username_key`.execute(db);
    const [a, b, c] = [await t.login(), await t.login(), await t.login()];
    const long = `${'x'.repeat(38)}Tw`;
    const set = (s: Session, username: string) =>
      sql`update subscribers set username = ${username} where id = ${s.id}`.execute(db);
    await set(a, 'Twin');
    await set(b, 'twin');
    await set(c, long);
    // b's renamed name is taken already, by c for a moment: the next free one is used.
    await set(c, `twin_${b.id}`);
    const d = await t.login();
    await set(d, 'TWIN');
    const e = await t.login();
    await set(e, long.toUpperCase());
    const f = await t.login();
    await set(f, long);

    // 0023 runs again, and the migrations after it (no staff grants here for 0024 to move).
    await sql`delete from kysely_migration where name >= ${'0023-unique-usernames'}`.execute(db);
    await migrate({ db: t.app.db, dialect: kind });

    const names = await Promise.all([a, b, c, d, e, f].map(async (s) => (await profile(s)).username));
    expect(names).toEqual([
      'Twin',
      `twin_${b.id}_1`,
      `twin_${b.id}`,
      `TWIN_${d.id}`,
      long.toUpperCase(),
      `${long.slice(0, 40 - `_${f.id}`.length)}_${f.id}`,
    ]);
    expect(names[5]).toHaveLength(40);
    // The index holds from now on.
    expect((await save(f, 'twin')).statusCode).toBe(409);
  });
});
