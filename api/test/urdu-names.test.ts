import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAME_IDS } from '../src/demo/games.ts';
import { databases, json, startApp, type Session, type TestApp } from './helpers.ts';
import { auditOf, staffTeam, type StaffClient } from './operator-helpers.ts';

// Operator-authored names in Urdu: subscribers receive `nameUr` beside each English name (null
// where the operator gave none), staff set it from the console, and a rename shows on the next read.

const URDU = /\p{Script=Arabic}/u;
type Named = { id: number; name: string; nameUr: string | null };

describe.each(databases)('Urdu names (%s)', (kind) => {
  let t: TestApp;
  let s: Session;
  let team: Awaited<ReturnType<typeof staffTeam>>;
  beforeAll(async () => {
    t = await startApp(kind);
    s = await t.login();
    team = await staffTeam(t);
  });
  afterAll(async () => t.close());

  const read = async <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
    json<{ data: T }>(await t.call(s, { method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) }))
      .data;

  it('sends the demo catalogue with its Urdu names; brand game titles have none', async () => {
    const rewards = await read<Named[]>('POST', '/rewards');
    expect(rewards.find((r) => r.name === 'Gaming Mouse')?.nameUr).toBe('گیمنگ ماؤس');
    expect(rewards.find((r) => r.name === 'PUBG Mobile 60 UC')?.nameUr).toBe('PUBG Mobile کے 60 UC');
    const cups = await read<{ tourn_name: string; nameUr: string | null }[]>('GET', '/tournaments/all');
    expect(cups.find((c) => c.tourn_name === 'PUBG Mobile Weekly Showdown')?.nameUr).toBe(
      'PUBG Mobile ہفتہ وار معرکہ',
    );
    const games = await read<Named[]>('GET', '/daily-challenges/games');
    expect(games.find((g) => g.name === 'PUBG Mobile')?.nameUr).toBeNull();
    const [today] = await read<Named[]>('POST', '/daily-challenges/challenges', { gameId: GAME_IDS.pubg });
    expect(today?.nameUr).toMatch(URDU);
    const pubg = await read<{ challenges: { challengeName: string; nameUr: string; objectiveUr: string }[] }>(
      'POST',
      '/challenges/game/all',
      { id: GAME_IDS.pubg },
    );
    expect(pubg.challenges.find((c) => c.challengeName === 'Chicken Dinner')).toMatchObject({
      nameUr: 'چکن ڈنر',
      objectiveUr: 'کلاسک میچ جیتیں اور نتیجے کی اسکرین اپ لوڈ کریں',
    });
    const aim = await read<{ challenges: { nameUr: string; objectiveUr: string }[] }>(
      'POST',
      '/challenges/game/all',
      { id: GAME_IDS.aimTrain },
    );
    expect(aim.challenges.map((c) => c.objectiveUr)).toContain('Aim Train کا لیول 3 پاس کریں');
    const videos = await read<{ title: string; titleUr: string; gameUr: string | null }[]>(
      'GET',
      '/youtube-videos',
    );
    expect(videos.every((v) => URDU.test(v.titleUr))).toBe(true);
  });

  it("a redemption and a completed task carry the reward's, task's and game's Urdu names", async () => {
    const sub = await t.login();
    await t.grant(sub.id, 3000);
    const call = async <T>(url: string, payload?: object) =>
      json<{ data: T }>(
        await t.call(sub, { method: url.endsWith('/redemptions') ? 'GET' : 'POST', url, payload }),
      ).data;
    expect(await call<Named>('/api/v1/redeem-item', { item: 6 })).toMatchObject({ nameUr: 'گیمنگ ماؤس' });
    expect((await call<Named[]>('/api/v1/redemptions'))[0]).toMatchObject({ nameUr: 'گیمنگ ماؤس' });
    const task = await t.app.db
      .selectFrom('daily_challenges')
      .select('id')
      .where('name', '=', 'Win a Classic match in Erangel')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('daily_entries')
      .values({
        subscriber_id: sub.id,
        challenge_id: task.id,
        day: '2026-01-01',
        image: 'x.png',
        status: 'Approved',
        reason: null,
        created_at: t.app.nowIso(),
        reviewed_at: t.app.nowIso(),
      })
      .execute();
    const [done] = await call<{ nameUr: string; game: string; gameUr: string | null }[]>(
      '/api/v1/completed-task/get',
    );
    expect(done).toMatchObject({ nameUr: 'ایرانگل میں کلاسک میچ جیتیں', game: 'PUBG Mobile', gameUr: null });
  });

  it('a tournament created with an Urdu name shows it; an empty one clears it; English is refused', async () => {
    const { moderator, admin } = team;
    const timeStart = new Date(t.app.clock.now().getTime() + 48 * 3_600_000).toISOString();
    const cup = { name: 'Operator Urdu Cup', gameId: GAME_IDS.pubg, esl: false, timeStart, prize: 100 };
    const refused = await moderator.call('POST', '/tournaments', { ...cup, nameUr: 'Weekly Cup' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('nameUr must be written in Urdu');
    expect(
      (await moderator.call('POST', '/tournaments', { ...cup, nameUr: 'ک'.repeat(101) })).statusCode,
    ).toBe(400);
    const created = await moderator.call('POST', '/tournaments', { ...cup, nameUr: '  آپریٹر اردو کپ ' });
    const id = json<{ data: { id: number } }>(created).data.id;
    const seen = async () =>
      (await read<{ id: number; nameUr: string | null }[]>('GET', '/tournaments/all')).find(
        (c) => c.id === id,
      )?.nameUr;
    expect(await seen()).toBe('آپریٹر اردو کپ');
    const edit = await moderator.call('PATCH', `/tournaments/${id}`, { nameUr: 'جمعہ کپ' });
    expect(json(edit)).toMatchObject({ data: { name: 'Operator Urdu Cup', nameUr: 'جمعہ کپ' } });
    expect(await seen()).toBe('جمعہ کپ');
    const [entry] = await auditOf(admin, 'tournament.update');
    expect(entry).toMatchObject({ before: { nameUr: 'آپریٹر اردو کپ' }, after: { nameUr: 'جمعہ کپ' } });
    // A text in Urdu names the tournament by its Urdu name: staff see it among the tournament's texts.
    await t.app.db
      .insertInto('tournament_entries')
      .values({
        tournament_id: id,
        subscriber_id: s.id,
        pubg_id: null,
        pubg_nick: 'ali',
        email: null,
        checked_in: 0,
        place: null,
        created_at: t.app.nowIso(),
      })
      .execute();
    const phone = `92${s.number.slice(1)}`;
    const body = 'PlayZone: جمعہ کپ منتظمین نے منسوخ کر دیا۔';
    await t.app.db.insertInto('sms_outbox').values({ phone, body, created_at: t.app.nowIso() }).execute();
    const texts = json<{ data: { body: string }[] }>(
      await moderator.call('GET', `/tournaments/${id}/sms`),
    ).data;
    expect(texts.map((m) => m.body)).toContain(body);
    await moderator.call('PATCH', `/tournaments/${id}`, { nameUr: '' });
    expect(await seen()).toBeNull();
  });

  it('staff rename a reward and a challenge in Urdu; subscribers see it on the next read', async () => {
    const { moderator, support, admin } = team;
    const rename = (c: StaffClient, path: string, body: object) =>
      c.call('PATCH', `/catalogue/${path}`, body);
    const list = json<{ data: (Named & { game: string | null })[] }>(
      await support.call('GET', '/catalogue/rewards'),
    );
    expect(list.data.find((r) => r.id === 6)).toMatchObject({ name: 'Gaming Mouse', nameUr: 'گیمنگ ماؤس' });
    await read('POST', '/rewards'); // cached now
    expect((await rename(support, 'rewards/6', { nameUr: 'ماؤس' })).statusCode).toBe(403);
    expect((await rename(moderator, 'rewards/6', { objectiveUr: 'مقصد' })).statusCode).toBe(400);
    expect((await rename(moderator, 'rewards/6', {})).statusCode).toBe(400);
    expect((await rename(moderator, 'rewards/999', { nameUr: 'ماؤس' })).statusCode).toBe(404);
    expect((await rename(moderator, 'prizes/6', { nameUr: 'ماؤس' })).statusCode).toBe(400);
    const done = await rename(moderator, 'rewards/6', { nameUr: 'گیمنگ ماؤس (وائرلیس)' });
    expect(json(done)).toMatchObject({ data: { name: 'Gaming Mouse', nameUr: 'گیمنگ ماؤس (وائرلیس)' } });
    const rewards = await read<(Named & { id: number })[]>('POST', '/rewards');
    expect(rewards.find((r) => r.id === 6)?.nameUr).toBe('گیمنگ ماؤس (وائرلیس)');
    const [entry] = await auditOf(admin, 'reward.update');
    expect(entry).toMatchObject({ target: 'reward:6', after: { nameUr: 'گیمنگ ماؤس (وائرلیس)' } });

    const challenges = json<{ data: { id: number; name: string }[] }>(
      await support.call('GET', '/catalogue/game-challenges'),
    ).data;
    const medic = challenges.find((c) => c.name === 'Medic') as { id: number };
    await rename(moderator, `game-challenges/${medic.id}`, { nameUr: 'ڈاکٹر', objectiveUr: '' });
    const pubg = await read<{ challenges: { id: number; nameUr: string; objectiveUr: string | null }[] }>(
      'POST',
      '/challenges/game/all',
      { id: GAME_IDS.pubg },
    );
    expect(pubg.challenges.find((c) => c.id === medic.id)).toMatchObject({
      nameUr: 'ڈاکٹر',
      objectiveUr: null,
    });
    await rename(moderator, `games/${GAME_IDS.pubg}`, { nameUr: 'پب جی موبائل' });
    const games = await read<Named[]>('GET', '/daily-challenges/games');
    expect(games.find((g) => g.name === 'PUBG Mobile')?.nameUr).toBe('پب جی موبائل');
  });
});
