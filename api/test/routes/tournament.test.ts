import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, OPERATOR_KEY, startApp, type Session, type TestApp } from '../helpers.ts';

type T = Record<string, unknown> & {
  id: number;
  tourn_name: string;
  status: number;
  is_running: number;
  entries: unknown[];
};
const op = { 'x-operator-key': OPERATOR_KEY };

describe.each(databases)(
  'tournaments: tournaments, tournament and the operator\u2019s new ones (%s)',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp(kind);
    });
    afterAll(async () => t.close());

    const list = async (s: Session, url: string) =>
      json<{ success: boolean; data: T[]; errors: unknown }>(await t.call(s, { method: 'GET', url }));
    const byName = async (s: Session, name: string, esl = false) =>
      (await list(s, esl ? '/api/v1/esl/tournaments/all' : '/api/v1/tournaments/all')).data.find(
        (x) => x.tourn_name === name,
      ) as T;

    it('lists weekly and ESL tournaments in every status with the fields the screens read', async () => {
      const s = await t.login();
      const weekly = await list(s, '/api/v1/tournaments/all');
      expect(weekly).toMatchObject({ success: true, errors: null });
      const fields = [
        'tourn_id',
        'Id',
        'id',
        'tourn_name',
        'thumbnail',
        'time',
        'status',
        'is_running',
        'prize',
        'second_prize',
        'third_prize',
        'entryFee',
        'isEntryFree',
        'total_checkin',
        'banner',
        'platform',
        'timeStart',
        'timeEnd',
        'UIDCheck',
        'tourn_type',
        'entries',
      ];
      for (const f of fields) expect(weekly.data[0]).toHaveProperty(f);
      expect(String(weekly.data[0]?.time)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (am|pm)$/);
      const statuses = new Set(weekly.data.map((x) => x.status));
      expect([...statuses].sort()).toEqual([1, 2, 3]);
      expect(weekly.data.some((x) => x.is_running === 1)).toBe(true);
      expect(weekly.data.some((x) => x.tourn_type === 'Credits')).toBe(true);
      expect(weekly.data.some((x) => x.UIDCheck === 1)).toBe(true);
      expect(weekly.data.some((x) => x.isEntryFree === 0)).toBe(true);
      const esl = await list(s, '/api/v1/esl/tournaments/all');
      expect(esl.data.some((x) => x.status === 4)).toBe(true);
      expect(esl.data.every((x) => x.is_esl === 1)).toBe(true);
      const view = json<{ data: T[] }>(
        await t.call(s, {
          method: 'POST',
          url: '/api/v1/tournament/view',
          payload: { id: weekly.data[0]?.id },
        }),
      );
      expect(view.data[0]?.id).toBe(weekly.data[0]?.id);
      expect(
        (await t.call(s, { method: 'POST', url: '/api/v1/tournament/view', payload: { id: 999 } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.call(s, { method: 'POST', url: '/api/v1/tournament/view', payload: {} })).statusCode,
      ).toBe(400);
    });

    it('registration validates UID, NICK and e-mail by tournament', async () => {
      const s = await t.login();
      const pubg = await byName(s, 'PUBG Mobile Weekly Showdown');
      const credits = await byName(s, 'Clash Royale Credits Cup');
      const checkin = (body: object) =>
        t.call(s, { method: 'POST', url: '/api/v1/tournament/entry/checkin', payload: body });
      const noUid = await checkin({ id: pubg.id, pubg_nick: 'nick', userEmail: 'a@b.co' });
      expect(noUid.statusCode).toBe(400);
      expect(json(noUid)).toMatchObject({
        success: false,
        message: 'Failed to register for the tournament.',
        errors: { pubg_id: expect.any(String) },
      });
      expect(json(await checkin({ id: pubg.id, pubg_id: '5123456', userEmail: 'a@b.co' }))).toMatchObject({
        errors: { pubg_nick: expect.any(String) },
      });
      expect(json(await checkin({ id: pubg.id, pubg_id: '5123456', pubg_nick: 'nick' }))).toMatchObject({
        errors: { userEmail: expect.any(String) },
      });
      const ok = await checkin({ id: pubg.id, pubg_id: '5123456', pubg_nick: 'nick', userEmail: 'a@b.co' });
      expect(json(ok)).toMatchObject({
        success: true,
        data: { already_submited: false },
        message: 'Successfully registered! Please wait for further instructions.',
      });
      const again = await checkin({
        id: pubg.id,
        pubg_id: '5123456',
        pubg_nick: 'nick',
        userEmail: 'a@b.co',
      });
      expect(json(again)).toMatchObject({ success: true, data: { already_submited: true } });
      expect(json(await checkin({ id: credits.id, pubg_nick: 'nick' }))).toMatchObject({
        data: { already_submited: false },
      });
      const mine = await byName(s, 'PUBG Mobile Weekly Showdown');
      expect(mine.entries).toEqual([
        { pubg_id: '5123456', pubg_nick: 'nick', checked_in: true, place: null },
      ]);
      const closed = await byName(s, 'Free Fire Legends');
      expect(
        (await checkin({ id: closed.id, pubg_id: '1', pubg_nick: 'n', userEmail: 'a@b.co' })).statusCode,
      ).toBe(400);
      expect((await checkin({ id: 4242, pubg_nick: 'n' })).statusCode).toBe(404);
    });

    it('the weekly registration refuses an ESL tournament, which is joined under the username', async () => {
      const s = await t.login();
      await t.app.db.updateTable('subscribers').set({ username: 'Zara' }).where('id', '=', s.id).execute();
      const esl = await byName(s, 'Cannon Clash Weekly Knockout', true);
      const weekly = await t.call(s, {
        method: 'POST',
        url: '/api/v1/tournament/entry/checkin',
        payload: { id: esl.id, pubg_nick: 'someone-else', userEmail: 'a@b.co' },
      });
      expect(weekly.statusCode).toBe(400);
      expect(json(weekly)).toMatchObject({
        success: false,
        code: 'ESL_JOIN_ON_ESL_LIST',
        message: 'This is an ESL tournament: join it from the ESL tournaments list.',
      });
      expect((await byName(s, 'Cannon Clash Weekly Knockout', true)).entries).toEqual([]);
      const joined = await t.call(s, {
        method: 'POST',
        url: '/api/v1/esl/tournament/entry/checkin',
        payload: { id: esl.id },
      });
      expect(json(joined)).toMatchObject({ success: true, data: { already_submited: false } });
      expect((await byName(s, 'Cannon Clash Weekly Knockout', true)).entries).toMatchObject([
        { pubg_nick: 'Zara' },
      ]);
    });

    it('one check-in per player under 20 simultaneous requests; a paid entry is charged once', async () => {
      const s = await t.login();
      await t.grant(s.id, 60);
      const paid = await byName(s, 'Free Fire Clash Squad Cup');
      expect(paid.entryFee).toBe(50);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.call(s, {
            method: 'POST',
            url: '/api/v1/tournament/entry/checkin',
            payload: { id: paid.id, pubg_id: '99887766', pubg_nick: 'ff', userEmail: 'x@y.co' },
          }),
        ),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(
        results.filter(
          (r) => json<{ data: { already_submited: boolean } }>(r).data.already_submited === false,
        ),
      ).toHaveLength(1);
      const profile = json<{ data: { credits: number; total_tournament: number } }>(
        await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
      );
      expect(profile.data).toMatchObject({ credits: 10, total_tournament: 1 });
      const poor = await t.login();
      const refused = await t.call(poor, {
        method: 'POST',
        url: '/api/v1/tournament/entry/checkin',
        payload: { id: paid.id, pubg_id: '99887766', pubg_nick: 'ff', userEmail: 'x@y.co' },
      });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({
        message: 'Not enough credits to join: the entry fee is 50 credits and you have 0.',
        code: 'ENTRY_FEE_SHORT',
        values: { fee: 50, balance: 0 },
      });
      expect((await byName(poor, 'Free Fire Clash Squad Cup')).entries).toEqual([]);
      expect(await t.ledgerMatchesWallets()).toBe(true);
    });

    it('an operator creates a tournament: validated, listed in its section and open for entries', async () => {
      const create = (payload: Record<string, unknown>, headers: Record<string, string> = op) =>
        t.app.inject({ method: 'POST', url: '/api/operator/tournaments', headers, payload });
      // A month from now at 18:00 UTC: a start staff may give (in the future, within a year).
      const startAt = new Date(Date.now() + 30 * 86_400_000);
      startAt.setUTCHours(18, 0, 0, 0);
      const base = {
        name: '  Cannon Clash Night Cup ',
        gameId: 1,
        esl: true,
        timeStart: startAt.toISOString(),
        prize: 900,
      };
      expect((await create(base, {})).statusCode).toBe(401);
      expect((await create({ ...base, name: '   ' })).statusCode).toBe(400);
      expect((await create({ ...base, name: 'x'.repeat(101) })).statusCode).toBe(400);
      expect((await create({ ...base, prize: -1 })).statusCode).toBe(400);
      expect((await create({ ...base, timeStart: 'tomorrow' })).statusCode).toBe(400);
      const backwards = await create({ ...base, timeEnd: base.timeStart });
      expect(backwards.statusCode).toBe(400);
      expect(json(backwards)).toMatchObject({ message: 'The end must be after the start.' });
      expect(json(await create({ ...base, gameId: 99_999 }))).toMatchObject({ message: 'Game not found' });
      const past = await create({ ...base, timeStart: new Date(Date.now() - 60_000).toISOString() });
      expect(past.statusCode).toBe(400);
      expect(json(past)).toMatchObject({ message: 'The start must be in the future.' });
      const far = await create({ ...base, timeStart: '9999-12-31T23:59:59Z' });
      expect(json(far)).toMatchObject({
        success: false,
        message: 'The start must be within a year from now.',
      });
      const long = await create({
        ...base,
        timeEnd: new Date(startAt.getTime() + 31 * 86_400_000).toISOString(),
      });
      expect(json(long)).toMatchObject({
        success: false,
        message: 'The end must be within 30 days of the start.',
      });
      const secondOver = 'The 2nd prize may not be larger than the 1st.';
      const thirdOver = 'The 3rd prize may not be larger than the 2nd.';
      for (const [prizes, message] of [
        [{ secondPrize: 901 }, secondOver],
        [{ secondPrize: 901, thirdPrize: 902 }, secondOver],
        [{ secondPrize: 400, thirdPrize: 401 }, thirdOver],
        [{ thirdPrize: 1 }, thirdOver],
      ] as const) {
        const refused = await create({ ...base, ...prizes });
        expect(refused.statusCode).toBe(400);
        expect(json(refused)).toMatchObject({ message });
      }

      const cannon = await t.app.db
        .selectFrom('games')
        .select('id')
        .where('name', '=', 'Cannon Clash')
        .executeTakeFirstOrThrow();
      const made = await create({ ...base, gameId: Number(cannon.id), secondPrize: 400 });
      expect(made.statusCode).toBe(200);
      const s = await t.login();
      const listed = await byName(s, 'Cannon Clash Night Cup', true);
      expect(listed).toMatchObject({
        id: json<{ data: { id: number } }>(made).data.id,
        status: 1,
        is_running: 0,
      });
      expect(listed).toMatchObject({ prize: 900, second_prize: 400, third_prize: 0, tourn_type: 'Credits' });
      expect(listed.timeStart).toContain(startAt.toISOString().slice(0, 10));
      expect(await byName(s, 'Cannon Clash Night Cup')).toBeUndefined();
      const checkin = await t.call(s, {
        method: 'POST',
        url: '/api/v1/esl/tournament/entry/checkin',
        payload: { id: listed.id },
      });
      expect(json(checkin)).toMatchObject({ success: true });
    });
  },
);
