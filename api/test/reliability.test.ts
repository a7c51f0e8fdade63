// Reliability of the real api process on its SQLite file: a load of concurrent writes from many
// subscribers never answers 5xx nor spends twice, and a SIGKILL in the middle of such a load loses
// no acknowledged write (a 2xx answered before the kill) and leaves the ledger equal to every
// balance once the api is started again on the same file.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type Acked,
  type Api,
  REWARD,
  STREAK_DAY_ONE_CREDITS,
  type Subscriber,
  call,
  dailyChallengeId,
  dailyForm,
  expectConsistent,
  freePort,
  grant,
  oneWrite,
  readBooks,
  startApi,
  stopApi,
  subscribe,
} from './reliability-helpers.ts';

describe('api reliability (SQLite file, real process)', () => {
  let dir = '';
  let file = '';
  let api: Api | null = null;
  let challengeId = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pz-reliability-'));
    file = join(dir, 'playzone.sqlite');
    api = await startApi(dir, await freePort());
  }, 180_000);

  afterAll(async () => {
    await stopApi(api, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a load of concurrent writes from many subscribers without 5xx or double spend', async () => {
    const origin = (api as Api).origin;
    const subs = await Promise.all(Array.from({ length: 30 }, () => subscribe(origin, file)));
    challengeId = await dailyChallengeId(origin, subs[0]?.token ?? '');
    // Credits for two redemptions of the reward, not three (the streak adds 15).
    grant(
      file,
      subs.map((s) => s.id),
      2 * REWARD.credits,
    );

    const perSub = await Promise.all(
      subs.map(async (s) => {
        const ops = [
          ...Array.from(
            { length: 3 },
            () => ['streak', call(origin, s.token, 'POST', '/v1/update-daily-streak')] as const,
          ),
          ...Array.from(
            { length: 2 },
            () =>
              [
                'daily',
                call(origin, s.token, 'POST', '/v1/daily-challenges/entry', dailyForm(challengeId)),
              ] as const,
          ),
          ...Array.from(
            { length: 3 },
            () => ['redeem', call(origin, s.token, 'POST', '/v1/redeem-item', { item: REWARD.id })] as const,
          ),
        ];
        const answers = await Promise.all(ops.map(async ([kind, p]) => ({ kind, ...(await p) })));
        return { s, answers };
      }),
    );

    const statuses = perSub.flatMap((p) => p.answers.map((a) => a.status));
    expect(statuses.filter((code) => code >= 500)).toEqual([]);
    for (const { s, answers } of perSub) {
      const codes = (kind: string) =>
        answers
          .filter((a) => a.kind === kind)
          .map((a) => a.status)
          .sort();
      expect(codes('streak')).toEqual([200, 409, 409]);
      expect(codes('daily')).toEqual([200, 409]);
      expect(codes('redeem')).toEqual([200, 200, 400]);
      const profile = await call(origin, s.token, 'GET', '/v1/user/profile');
      expect((profile.body.data as { credits: number }).credits).toBe(STREAK_DAY_ONE_CREDITS);
    }
    expectConsistent(readBooks(file));
  }, 120_000);

  it('keeps every acknowledged write and a balanced ledger after a SIGKILL in the middle of a load', async () => {
    const first = api as Api;
    const subs = await Promise.all(Array.from({ length: 40 }, () => subscribe(first.origin, file)));
    if (!challengeId) challengeId = await dailyChallengeId(first.origin, subs[0]?.token ?? '');
    const granted = 20 * REWARD.credits;
    grant(
      file,
      subs.map((s) => s.id),
      granted,
    );

    const acked: Acked = { redemptions: [], streaks: new Set<number>(), daily: new Set<number>() };
    const statuses: number[] = [];
    let killed = false;
    const worker = async (s: Subscriber, index: number) => {
      for (let i = 0; !killed; i++) {
        // Mix the three writes so each kind is in flight when the process dies.
        const kind = ['redeem', 'streak', 'daily'][(i + index) % 3] as string;
        try {
          statuses.push(await oneWrite(first.origin, s, kind, challengeId, acked));
        } catch {
          return; // the connection died with the process: this write was never acknowledged
        }
      }
    };
    const load = Promise.all(subs.map((s, i) => worker(s, i)));
    // Kill once the load is well under way (every worker keeps one write in flight).
    const until = Date.now() + 60_000;
    while (statuses.length < 200 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await load;
    expect(statuses.length).toBeGreaterThanOrEqual(200);
    expect(statuses.filter((code) => code >= 500)).toEqual([]);
    expect(acked.redemptions.length).toBeGreaterThan(0);

    api = await startApi(dir, await freePort());
    const origin = api.origin;
    const books = readBooks(file);
    expectConsistent(books);
    for (const { sub, uuid } of acked.redemptions)
      expect([uuid, books.redemptions.get(uuid)]).toEqual([uuid, sub]);
    for (const sub of acked.streaks) expect(books.streakDays.get(sub)?.length).toBe(1);
    for (const sub of acked.daily) {
      const entries = books.dailyEntries.get(sub) ?? [];
      expect(entries).toHaveLength(1);
      expect(existsSync(join(dir, 'uploads', entries[0]?.image ?? 'missing'))).toBe(true);
    }
    for (const s of subs) {
      const spent = [...books.redemptions.values()].filter((id) => id === s.id).length * REWARD.credits;
      const streak = books.streakDays.has(s.id) ? STREAK_DAY_ONE_CREDITS : 0;
      expect([s.id, books.balances.get(s.id)]).toEqual([s.id, granted + streak - spent]);
    }

    // The restarted api serves the same books and keeps refusing repeats.
    for (const s of subs.slice(0, 10)) {
      const profile = await call(origin, s.token, 'GET', '/v1/user/profile');
      expect((profile.body.data as { credits: number }).credits).toBe(books.balances.get(s.id));
      const again = await call(origin, s.token, 'POST', '/v1/update-daily-streak');
      expect(again.status).toBe(books.streakDays.has(s.id) ? 409 : 200);
    }
    const after = await call(origin, subs[0]?.token ?? '', 'POST', '/v1/redeem-item', { item: REWARD.id });
    expect([200, 400]).toContain(after.status);
    expectConsistent(readBooks(file));
  }, 300_000);
});
