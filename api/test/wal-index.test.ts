import { afterEach, describe, expect, it } from '@jest/globals';
import SQLite from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchWalIndex, type WalIndexWatch } from '../src/db/wal-index.ts';

// The wal-index header tells this process that another connection (another process) committed,
// and its watch lets quiet calls skip the read; see src/db/wal-index.ts.
describe('the WAL header watch', () => {
  const dirs: string[] = [];
  const open: { close(): void }[] = [];
  afterEach(() => {
    for (const o of open.splice(0)) o.close();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function database() {
    const dir = mkdtempSync(join(tmpdir(), 'pz-wal-'));
    dirs.push(dir);
    const file = join(dir, 'db.sqlite');
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.exec('create table t (v integer)');
    open.push(db);
    return { file, db };
  }
  const watched = (file: string, timing?: Parameters<typeof watchWalIndex>[1]): WalIndexWatch => {
    const w = watchWalIndex(file, timing);
    open.push(w);
    return w;
  };
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('moves on every commit and stays while nothing is committed', async () => {
    const { file, db } = database();
    const w = watched(file, { quietMs: 0, lookEveryMs: 0 });
    const first = w.generation();
    expect(first).not.toBeNull();
    db.prepare('select count(*) from t').get();
    expect(w.generation()).toBe(first);
    db.prepare('insert into t values (1)').run();
    const second = w.generation();
    expect(second).not.toBe(first);
    db.prepare('insert into t values (2)').run();
    expect(w.generation()).not.toBe(second);
  });

  it("sees another process's commit by the next turn of the event loop, however long since the last read", async () => {
    const { file } = database();
    const w = watched(file, { quietMs: 50, lookEveryMs: 60_000 });
    const before = w.generation();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(w.generation()).toBe(before);
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const writer = spawnSync(
      process.execPath,
      [
        '-e',
        `const D = require(${JSON.stringify(driver)}); new D(${JSON.stringify(file)}).prepare('insert into t values (3)').run();`,
      ],
      { encoding: 'utf8' },
    );
    expect(writer.status).toBe(0);
    await turn();
    const after = w.generation();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });

  it('answers null for a header being written, one not initialised, or no WAL at all', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-wal-'));
    dirs.push(dir);
    const file = join(dir, 'fake.sqlite');
    expect(watched(file, { quietMs: 0, lookEveryMs: 0 }).generation()).toBeNull();
    const header = Buffer.alloc(48);
    header.writeUInt32LE(3007000, 0);
    header[12] = 1;
    header.writeUInt32LE(7, 16);
    writeFileSync(`${file}-shm`, Buffer.concat([header, header]));
    const w = watched(file, { quietMs: 0, lookEveryMs: 0 });
    const clean = w.generation();
    expect(clean).not.toBeNull();
    const torn = Buffer.from(header);
    torn.writeUInt32LE(8, 16);
    writeFileSync(`${file}-shm`, Buffer.concat([torn, header]));
    expect(w.generation()).toBeNull();
    writeFileSync(`${file}-shm`, Buffer.concat([torn, torn]));
    expect(w.generation()).toBe((clean as number) + 1);
    const uninitialised = Buffer.from(torn);
    uninitialised[12] = 0;
    writeFileSync(`${file}-shm`, Buffer.concat([uninitialised, uninitialised]));
    expect(w.generation()).toBeNull();
  });
});
