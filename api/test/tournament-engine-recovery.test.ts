import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { DB } from '../src/db/schema.ts';
import type { Match } from '../src/tournament-engine/engine.ts';
import { Lease } from '../src/tournament-engine/lease.ts';
import { databases, json, OPERATOR_KEY, type DbKind, type Session } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const op = { 'x-operator-key': OPERATOR_KEY };
import { engineHarness } from './tournament-engine-harness.ts';

describe.each(databases)('tournament engine: restarts, external games, dev clock, lease (%s)', (kind) => {
  const h = engineHarness(kind);
  const { call, at, setup, matches, outbox, phoneOf, byId, roomDecides, playOut, expectOneChampion } = h;

  it('restarts of the api in the middle of a round: one winner, one prize, no SMS twice', async () => {
    const s = await setup(17);
    await at(s.start - HOUR);
    await at(s.start);
    const r1 = (await matches(s.id, 1)).filter((m) => m.status !== 'finished');
    for (const m of r1.slice(0, 4)) await roomDecides(m, 1);
    const sentBefore = (await outbox(s.name)).length;
    // Restart: the engine stops (lease released), a new api on the same database takes over.
    const config = h.app.config;
    if (h.app !== h.t.app) await h.app.close();
    else await h.t.app.close();
    h.app = await buildApp(config);
    await h.app.ready();
    await h.app.engine.tick();
    await h.app.engine.tick();
    expect((await outbox(s.name)).length).toBe(sentBefore);
    expect(await matches(s.id, 1)).toHaveLength(9);
    // A second instance on the same database: only one of them advances at a time.
    const second = await buildApp(config);
    await second.ready();
    try {
      second.clock.set(h.app.clock.now());
      const [a, b] = await Promise.all([h.app.engine.tick(), second.engine.tick()]);
      expect([a.leader, b.leader].filter(Boolean)).toHaveLength(1);
      // Both record the same room result: it counts once.
      const next = (await matches(s.id, 1)).find((m) => m.status !== 'finished') as Match;
      const both = await Promise.all([
        h.app.engine.recordResult(next.id, Number(next.player1_id), 'room'),
        second.engine.recordResult(next.id, Number(next.player1_id), 'room'),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect(await playOut(s)).toBe(5);
    await expectOneChampion(s);
    // Restart after the end: still one prize, one champion message.
    const config2 = h.app.config;
    await h.app.close();
    h.app = await buildApp(config2);
    await h.app.ready();
    await at(s.start + 20 * DAY);
    await expectOneChampion(s);
  });

  it("a process that dies between claiming a round's texts and queueing them leaves them to the next tick: each player texted once", async () => {
    const s = await setup(10);
    // The outbox refuses the Room ID texts, and nothing may be done after the failure, as when the
    // process is killed there: a claim made outside the texts' transaction could not be given back.
    await outage(h.app.db, kind, true);
    try {
      await at(s.start - HOUR);
      await at(s.start);
      expect(await outbox(s.name)).toHaveLength(0);
      expect((await matches(s.id, 1)).every((m) => m.sms_sent_at === null)).toBe(true);
    } finally {
      await outage(h.app.db, kind, false);
    }
    await at(s.start + 1000);
    const texts = await outbox(s.name);
    expect(texts.filter((x) => x.body.includes('Room ID: PZ-'))).toHaveLength(10);
    expect(new Set(texts.map((x) => x.phone))).toEqual(new Set(s.players.map(phoneOf)));
    expect((await matches(s.id, 1)).every((m) => m.sms_sent_at !== null)).toBe(true);
  });

  it('external games: operator room and password texted ten minutes before, operator results advance', async () => {
    const s = await setup(10, { game: 'PUBG Mobile' });
    await at(s.start - HOUR);
    const r1 = await matches(s.id, 1);
    expect(r1).toHaveLength(5);
    expect(r1.every((m) => m.room_id === null)).toBe(true);
    for (const m of r1) {
      const res = await h.app.inject({
        method: 'PUT',
        url: `/api/operator/matches/${m.id}/room`,
        headers: op,
        payload: { roomId: `PUBG-${m.id}`, password: `pw${m.id}` },
      });
      expect(res.statusCode).toBe(200);
    }
    await at(s.start - 11 * 60_000);
    expect(await outbox(s.name)).toHaveLength(0);
    await at(s.start - 10 * 60_000);
    const texts = await outbox(s.name);
    expect(texts).toHaveLength(10);
    expect(texts[0]?.body).toMatch(/Room ID: PUBG-\d+, password: pw\d+\./);
    await at(s.start);
    // Slot 1: the operator's result. Slot 2: only one player checked in before the deadline.
    const withRooms = await matches(s.id, 1);
    const [m1, m2] = withRooms;
    const winner = byId(s, m1?.player2_id ?? null);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/operator/matches/${m1?.id}/result`,
      headers: op,
      payload: { winner: winner.number },
    });
    expect(res.statusCode).toBe(200);
    const again = await h.app.inject({
      method: 'POST',
      url: `/api/operator/matches/${m1?.id}/result`,
      headers: op,
      payload: { winner: winner.number },
    });
    expect(again.statusCode).toBe(409);
    const present = byId(s, m2?.player1_id ?? null);
    expect(
      json(
        await call(present, '/api/v1/esl/tournament/match/checkin', {
          tournamentId: s.id,
          roomId: m2?.room_id,
        }),
      ),
    ).toMatchObject({ success: true });
    // The rest: both players report consistently (winner / loser).
    for (const m of withRooms.slice(2)) {
      const a = byId(s, m.player1_id);
      const b = byId(s, m.player2_id);
      for (const [who, flag] of [
        [a, 'winner'],
        [b, 'loser'],
      ] as const) {
        await call(who, '/api/v1/esl/tournament/match/checkin', { tournamentId: s.id, roomId: m.room_id });
        expect(
          json(
            await call(who, '/api/v1/esl/tournament/match/result', {
              tournamentId: s.id,
              roomId: m.room_id,
              result_flag: flag,
            }),
          ),
        ).toMatchObject({ data: { success: true } });
      }
    }
    await at(s.start + 2 * HOUR);
    expect((await matches(s.id, 1)).filter((m) => m.status !== 'finished')).toHaveLength(4);
    await at(s.start + 3 * HOUR);
    const settled = await matches(s.id, 1);
    expect(settled.map((m) => m.result_source)).toEqual([
      'operator',
      'no-show',
      'reports',
      'reports',
      'reports',
    ]);
    expect(settled[1]?.winner_id).toBe(present.id);
    expect(await matches(s.id, 2)).toHaveLength(3); // 5 winners: two matches and a bye
  });

  it('dev tools: moving the clock runs the engine before answering (the SMS is already in the outbox)', async () => {
    const s = await setup(10);
    const moved = await h.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { now: new Date(s.start - HOUR + 1000).toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    const outboxRes = json<{ data: { phone: string; body: string }[] }>(
      await h.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' }),
    );
    const mine = outboxRes.data.filter((m) => m.body.includes(s.name));
    expect(mine).toHaveLength(10);
    const roomId = /Room ID: (PZ-[A-Z2-9]{6})/.exec(mine[0]?.body ?? '')?.[1];
    const who = s.players.find((p) => phoneOf(p) === mine[0]?.phone) as Session;
    expect(
      json(await call(who, '/api/v1/esl/tournament/match/checkin', { tournamentId: s.id, roomId })),
    ).toMatchObject({ success: true, start_game: true });
  });

  it('the lease: one holder at a time, taken over only after it expires', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const clock = () => now;
    const a = new Lease(h.app.db, 'test-lease', 'a', 1000, clock);
    const b = new Lease(h.app.db, 'test-lease', 'b', 1000, clock);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    now += 500;
    expect(await a.acquire()).toBe(true); // renewed
    now += 999;
    expect(await b.acquire()).toBe(false);
    now += 2;
    expect(await b.acquire()).toBe(true); // a crashed: its lease expired
    expect(await a.acquire()).toBe(false);
    await b.release();
    expect(await a.acquire()).toBe(true);
    await a.release();
  });

  it('the lease is renewed at most once per third of its ttl, and never past a taker', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const start = now;
    const clock = () => now;
    const expiry = async () =>
      (
        await h.app.db
          .selectFrom('engine_leases')
          .select('expires_at')
          .where('name', '=', 'third-lease')
          .executeTakeFirstOrThrow()
      ).expires_at;
    const a = new Lease(h.app.db, 'third-lease', 'a', 900, clock);
    const b = new Lease(h.app.db, 'third-lease', 'b', 900, clock);
    expect(await a.acquire()).toBe(true);
    now += 299; // within the first third: still held, the row untouched
    expect(await a.acquire()).toBe(true);
    expect(await expiry()).toBe(new Date(start + 900).toISOString());
    now += 1; // a third gone: renewed for a full ttl
    expect(await a.acquire()).toBe(true);
    expect(await expiry()).toBe(new Date(start + 1200).toISOString());
    now += 901; // a stopped renewing (a crash): b takes over, and a learns it at its next renewal
    expect(await b.acquire()).toBe(true);
    expect(await a.acquire()).toBe(false);
    await b.release();
  });
});

/**
 * Turns on (or off) an outbox that refuses Room ID texts, and a database that refuses to take a
 * text's claim back, as a killed process cannot.
 */
async function outage(db: DB, kind: DbKind, on: boolean) {
  const triggers = [
    { name: 'pz_outbox_down', table: 'sms_outbox', when: "NEW.body LIKE '%Room ID%'", event: 'INSERT' },
    {
      name: 'pz_no_unclaim',
      table: 'tournament_matches',
      when: 'NEW.sms_sent_at IS NULL AND OLD.sms_sent_at IS NOT NULL',
      event: 'UPDATE OF sms_sent_at',
    },
  ];
  const pg = kind === 'postgres';
  if (on && pg)
    await sql`CREATE OR REPLACE FUNCTION pz_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`.execute(
      db,
    );
  for (const t of triggers) {
    const statement = !on
      ? `DROP TRIGGER ${t.name}${pg ? ` ON ${t.table}` : ''}`
      : pg
        ? `CREATE TRIGGER ${t.name} BEFORE ${t.event} ON ${t.table} FOR EACH ROW WHEN (${t.when}) EXECUTE FUNCTION pz_refuse()`
        : `CREATE TRIGGER ${t.name} BEFORE ${t.event} ON ${t.table} WHEN ${t.when} BEGIN SELECT RAISE(ABORT, 'refused'); END`;
    await sql.raw(statement).execute(db);
  }
}
