/**
 * Where bench/scale-bench.ts keeps its subscriber bases.
 * - A temporary store (no --keep/--reuse): one database per size, dropped after the run.
 * - A kept store (--keep/--reuse <dir>): SQLite keeps <dir>/scale-<size>.sqlite; PostgreSQL keeps the
 *   database pz_scale_<size> in the cluster that bench/pg-cluster.sh runs under <dir> (its URL in
 *   <dir>/url). Beside each base, <dir>/scale-<size>.json says how it was built.
 * A kept base is never measured itself: each measurement runs on a copy (SQLite: a file copy beside
 * the base; PostgreSQL: CREATE DATABASE ... TEMPLATE ... STRATEGY FILE_COPY) dropped afterwards,
 * so the sessions, streak claims and credits the routes write never reach the base.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Target } from './scale-base.ts';

export interface Place {
  env: Record<string, string>;
  target: Target;
}
export interface BaseInfo {
  size: number;
  first: number; // id of the base's first subscriber
  builtAt: string;
  buildSeconds: number;
  loadAfterBuild: string;
}
export interface Store {
  /** A new empty database for the base of `size` (an older one of that size is replaced). */
  create(size: number): Promise<Place>;
  /** Records a finished base (a kept store writes scale-<size>.json; SQLite folds its WAL in). */
  finish(size: number, info: BaseInfo): Promise<void>;
  info(size: number): BaseInfo;
  /** A copy of the base to measure on, and how to drop it. */
  workCopy(size: number): Promise<Place & { drop(): Promise<void> }>;
  close(): Promise<void>;
}

export const label = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));
const name = (size: number) => `scale-${label(size).toLowerCase()}`;

function sqliteStore(dir: string, kept: boolean): Store {
  mkdirSync(dir, { recursive: true });
  const infos = new Map<number, BaseInfo>();
  const file = (size: number) => join(dir, `${name(size)}.sqlite`);
  const place = (f: string): Place => ({ env: { SQLITE_FILE: f }, target: { sqliteFile: f } });
  const removeDb = (f: string) => ['', '-wal', '-shm'].forEach((s) => rmSync(f + s, { force: true }));
  return {
    async create(size) {
      removeDb(file(size));
      return place(file(size));
    },
    async finish(size, info) {
      infos.set(size, info);
      const db = new SQLite(file(size));
      db.pragma('wal_checkpoint(TRUNCATE)'); // the base is one self-contained file
      db.close();
      if (kept) writeFileSync(join(dir, `${name(size)}.json`), JSON.stringify(info, null, 2) + '\n');
    },
    info: (size) => infos.get(size) ?? readInfo(dir, size),
    async workCopy(size) {
      if (!kept) return { ...place(file(size)), drop: async () => removeDb(file(size)) };
      if (!existsSync(file(size))) throw new Error(`no kept base ${file(size)}: build it with --keep`);
      const work = join(dir, `${name(size)}.work.sqlite`);
      removeDb(work);
      copyFileSync(file(size), work);
      return { ...place(work), drop: async () => removeDb(work) };
    },
    close: async () => {},
  };
}

function readInfo(dir: string, size: number): BaseInfo {
  const f = join(dir, `${name(size)}.json`);
  if (!existsSync(f))
    throw new Error(`no kept base of ${label(size)} in ${dir} (${f} missing): build it with --keep`);
  return JSON.parse(readFileSync(f, 'utf8')) as BaseInfo;
}

async function pgStore(adminUrl: string, dir: string | null): Promise<Store> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const infos = new Map<number, BaseInfo>();
  const db = (size: number, suffix = '') =>
    `pz_${name(size).replace('-', '_')}${suffix}${dir ? '' : `_${process.pid}`}`;
  const place = (database: string): Place => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return { env: { DATABASE_URL: url.toString() }, target: { databaseUrl: url.toString() } };
  };
  const drop = (database: string) => admin.query(`drop database if exists ${database} with (force)`);
  return {
    async create(size) {
      await drop(db(size));
      await admin.query(`create database ${db(size)}`);
      return place(db(size));
    },
    async finish(size, info) {
      infos.set(size, info);
      if (!dir) return;
      // Hint bits and the visibility map set now, not by autovacuum during a later measurement.
      const client = new pg.Client({ connectionString: place(db(size)).env.DATABASE_URL });
      await client.connect();
      await client.query('vacuum analyze');
      await client.end();
      writeFileSync(join(dir, `${name(size)}.json`), JSON.stringify(info, null, 2) + '\n');
    },
    info: (size) => infos.get(size) ?? readInfo(dir ?? '.', size),
    async workCopy(size) {
      if (!dir) return { ...place(db(size)), drop: () => drop(db(size)).then(() => {}) };
      const work = db(size, '_work');
      await drop(work);
      await admin.query(`create database ${work} template ${db(size)} strategy file_copy`);
      return { ...place(work), drop: () => drop(work).then(() => {}) };
    },
    close: () => admin.end(),
  };
}

/**
 * The store for this run. `dir` is the --keep/--reuse directory (null: a temporary one under `tmp`).
 * With PostgreSQL the cluster is TEST_DATABASE_URL, else the one bench/pg-cluster.sh runs under `dir`.
 */
export async function openStore(usePg: boolean, dir: string | null, tmp: string): Promise<Store> {
  if (!usePg) return sqliteStore(dir ?? tmp, dir !== null);
  let url = process.env.TEST_DATABASE_URL;
  if (dir && existsSync(join(dir, 'url'))) url = readFileSync(join(dir, 'url'), 'utf8').trim();
  if (!url)
    throw new Error(
      '--pg needs a cluster: bench/pg-cluster.sh start <dir> with --keep/--reuse <dir>, or TEST_DATABASE_URL',
    );
  return pgStore(url, dir);
}
