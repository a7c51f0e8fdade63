// The api's cached reads against a writer in another operating-system process (the operator CLI, a
// second api process): the change stamp (SQLite's data_version, asked on every request) must show
// the commit to the very next request, whether the database was busy or quiet for a while before.
// A stamp that skipped the question while an inotify watch of the -wal file reported nothing failed
// here: a request already queued on the socket can be served before the watch's event.
import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type Api,
  REWARD,
  type Subscriber,
  call,
  freePort,
  grant,
  startApi,
  stopApi,
  subscribe,
} from './reliability-helpers.ts';

describe('cached reads after a commit by another process (SQLite file, real process)', () => {
  let dir = '';
  let file = '';
  let api: Api | null = null;
  let sub: Subscriber;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pz-cross-process-'));
    file = join(dir, 'playzone.sqlite');
    api = await startApi(dir, await freePort());
    sub = await subscribe(api.origin, file);
  }, 180_000);

  afterAll(async () => {
    await stopApi(api);
    rmSync(dir, { recursive: true, force: true });
  });

  const setCredits = (credits: number) => {
    const db = new SQLite(file);
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE rewards SET credits = ? WHERE id = ?').run(credits, REWARD.id);
    db.close();
  };
  const listedCredits = async () => {
    const res = await call((api as Api).origin, sub.token, 'POST', '/v1/rewards');
    expect(res.status).toBe(200);
    const list = res.body.data as unknown as { id: number; credits: number }[];
    return list.find((r) => r.id === REWARD.id)?.credits;
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('shows a reward changed by another process in the next list, busy or after a quiet spell', async () => {
    for (let i = 1; i <= 24; i++) {
      // Every third change comes right after a read made once the database had been quiet for a
      // while: a stamp that trusted a quiet database would miss it.
      if (i % 3 === 0) {
        await pause(250);
        await listedCredits();
      }
      const credits = 600 + i;
      setCredits(credits);
      expect(await listedCredits()).toBe(credits);
    }
  });

  it('puts credits granted by another process on the next leaderboard', async () => {
    await call((api as Api).origin, sub.token, 'GET', '/leaderboard');
    await pause(250);
    // Read once the database has been quiet, then write, then read at once.
    await call((api as Api).origin, sub.token, 'GET', '/leaderboard');
    grant(file, [sub.id], 2_000_000);
    const res = await call((api as Api).origin, sub.token, 'GET', '/leaderboard');
    const board = res.body.data as unknown as { score: number; is_viewer?: number }[];
    expect(board[0]).toMatchObject({ score: 2_000_000, is_viewer: 1 });
  });
});
