// Three api processes on one PostgreSQL and one Redis, as behind a load balancer: nothing that
// one process alone knows. Runs when both TEST_DATABASE_URL and TEST_REDIS_URL are set
// (`npm test` starts both through scripts/with-redis.sh and scripts/with-postgres.sh).
import { Client, type Room } from '@colyseus/sdk';
import type { CannonClashState, CannonEnd } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type Connection } from '../src/db/connect.ts';
import { createSession } from '../src/lib/sessions.ts';
import { signAccessToken } from '../src/lib/tokens.ts';
import {
  call,
  createDatabase,
  JWT_SECRET,
  roomIdTexts,
  setClocks,
  signIn,
  sleep,
  startApi,
  stopApi,
  until,
  waitReady,
  type ApiProcess,
} from './cluster-helpers.ts';

const HOUR = 3_600_000;
const LEASE_MS = 3000;
const PORTS = [8241, 8242, 8243].map((p) => p + Number(process.env.CLUSTER_PORT_OFFSET ?? 0));
const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
if (!ready) console.warn('cluster test skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL');

(ready ? describe : describe.skip)('three api processes on PostgreSQL and Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let conn: Connection;
  const apis: ApiProcess[] = [];
  const players: { id: number; token: string }[] = [];
  let tournamentId = 0;
  let start = 0;

  beforeAll(async () => {
    database = await createDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      ENGINE_TICK_MS: '200',
      ENGINE_LEASE_MS: String(LEASE_MS),
      ROOM_MATCH_SECONDS: '2',
      ROOM_NO_SHOW_SECONDS: '2',
      RATE_LIMIT_REDEEM: '6',
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_WRITE: '1000',
      RATE_LIMIT_TOKEN: '1000',
    };
    // The first process migrates the database; the others start on it.
    apis.push(startApi('api-1', PORTS[0] as number, env));
    await waitReady(apis[0] as ApiProcess);
    apis.push(startApi('api-2', PORTS[1] as number, env), startApi('api-3', PORTS[2] as number, env));
    await Promise.all(apis.map((a) => waitReady(a)));
    conn = connect({ databaseUrl: database.url, sqliteFile: '' });
  }, 400_000);

  afterAll(async () => {
    await Promise.all(apis.map(stopApi));
    await conn?.db.destroy();
    await database?.drop();
  }, 60_000);

  const api = (i: number) => apis[i % apis.length] as ApiProcess;

  /** A fresh session and token at the processes' (moved) clock, as a sign-in then would give. */
  const tokenAt = async (subscriberId: number, at: number) => {
    const sid = await createSession(conn.db, {
      subscriberId,
      refVersion: 1,
      gn: 0,
      at: new Date(at).toISOString(),
    });
    return signAccessToken(
      { sub: String(subscriberId), sid, gn: 0 },
      new TextEncoder().encode(JWT_SECRET),
      new Date(at),
    );
  };

  it('each process is ready only with both the database and Redis answering', async () => {
    for (const a of apis) {
      const res = await call(a.origin, '/health/ready');
      expect(res).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', redis: 'ok' } } });
    }
  });

  it('a write through one process is seen through another at once', async () => {
    const row = await conn.db
      .insertInto('tournaments')
      .values({
        name: 'Cluster Cup',
        game_id: null,
        game_name: 'Cannon Clash',
        thumbnail: null,
        banner: null,
        platform: 'Mobile',
        is_esl: 1,
        status: 1,
        is_running: 0,
        prize: 500,
        second_prize: 0,
        third_prize: 0,
        entry_fee: 0,
        tourn_type: 'Credits',
        uid_check: 0,
        time_start: new Date(Date.now() + 3 * HOUR).toISOString(),
        time_end: null,
        created_at: new Date().toISOString(),
      })
      .returning(['id', 'time_start'])
      .executeTakeFirstOrThrow();
    tournamentId = Number(row.id);
    start = Date.parse(row.time_start as string);
    for (let i = 0; i < 10; i++) players.push(await signIn(api(i).origin));
    const view = async (i: number, p: { token: string }) =>
      (await call(api(i).origin, '/api/v1/tournament/view', { token: p.token, body: { id: tournamentId } }))
        .body as { data: { total_checkin: number }[] };
    for (const [i, p] of players.entries()) {
      const res = await call(api(i).origin, '/api/v1/esl/tournament/entry/checkin', {
        token: p.token,
        body: { id: tournamentId },
      });
      expect(res.status).toBe(200);
      // Read back through the next process, right away: the count includes this check-in.
      expect((await view(i + 1, p)).data[0]?.total_checkin).toBe(i + 1);
    }
    expect((await view(2, players[0] as { token: string })).data[0]?.total_checkin).toBe(10);
  });

  it('a subscriber is rate-limited across processes', async () => {
    const me = players[0] as { token: string };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(api(i).origin, '/api/v1/redeem-item', { token: me.token, body: { id: 999 } });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.message).toBe('Too many requests, please try again later.');
    }
    // A budget of 6 per minute shared by the three processes: the 7th and 8th are refused,
    // though no single process saw more than 3.
    expect(statuses.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  it('two players join one Cannon Clash tournament match through different processes and play it to a recorded result', async () => {
    await setClocks(apis, start - HOUR);
    const match = await until(() =>
      conn.db
        .selectFrom('tournament_matches')
        .selectAll()
        .where('tournament_id', '=', tournamentId)
        .where('round', '=', 1)
        .where('player2_id', 'is not', null)
        .orderBy('slot')
        .executeTakeFirst(),
    );
    await setClocks(apis, start);
    const join = async (i: number, id: number, roomCode = match.room_id as string) => {
      const client = new Client(`${api(i).origin}/api/rooms`);
      client.auth.token = await tokenAt(id, start);
      const room = await client.joinOrCreate<CannonClashState>('cannon_clash', {
        roomCode,
        tournamentId,
      });
      room.reconnection.enabled = false;
      room.onMessage('welcome', () => {});
      return room as Room<unknown, CannonClashState>;
    };
    const ended = (room: Room<unknown, CannonClashState>) =>
      new Promise<CannonEnd>((resolve) => room.onMessage('end', (e: CannonEnd) => resolve(e)));
    const r1 = await join(0, Number(match.player1_id));
    const r2 = await join(1, Number(match.player2_id));
    expect(r2.roomId).toBe(r1.roomId);
    const ends = Promise.all([ended(r1), ended(r2)]);
    r1.send('input', { fire: true });
    const [e1, e2] = await ends;
    expect([e1.result, e2.result].sort()).toEqual(['loser', 'winner']);
    expect(e1.recorded && e2.recorded).toBe(true);
    const winner = e1.result === 'winner' ? match.player1_id : match.player2_id;
    const row = await conn.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'finished', winner_id: winner, result_source: 'room' });
    await Promise.all([r1.leave().catch(() => 0), r2.leave().catch(() => 0)]);

    // The other matches: one player of each comes to the room (through any process) and wins when
    // the opponent does not show, so round 1 has a winner in every match.
    const others = await conn.db
      .selectFrom('tournament_matches')
      .select(['player1_id', 'room_id'])
      .where('tournament_id', '=', tournamentId)
      .where('round', '=', 1)
      .where('id', '!=', match.id)
      .where('player2_id', 'is not', null)
      .execute();
    const lone = await Promise.all(
      others.map((m, i) => join(i + 2, Number(m.player1_id), m.room_id as string)),
    );
    const results = await Promise.all(lone.map(ended));
    expect(results.map((e) => e.result)).toEqual(others.map(() => 'winner'));
    await Promise.all(lone.map((r) => r.leave().catch(() => 0)));
  });

  it('killing the scheduler mid-tournament hands the schedule to another process, with nothing done twice', async () => {
    const holder = async () =>
      // The holder is '<INSTANCE_ID>/<app>': the process's name is before the slash.
      (await conn.db.selectFrom('engine_leases').select('holder').executeTakeFirst())?.holder.split('/')[0] ??
      null;
    const rounds = async () =>
      conn.db
        .selectFrom('tournament_matches')
        .select([
          'round',
          'slot',
          'status',
          'scheduled_at',
          'winner_id',
          'result_source',
          'player1_id',
          'player2_id',
        ])
        .where('tournament_id', '=', tournamentId)
        .execute();
    // Round 1's deadline passes: every match is settled (the played one by its room result).
    await setClocks(apis, start + 31 * 60_000);
    await until(async () =>
      (await rounds()).filter((m) => Number(m.round) === 1).every((m) => m.status === 'finished'),
    );
    const leaderName = await until(holder);
    const leader = apis.find((a) => a.name === leaderName) as ApiProcess;
    const survivors = apis.filter((a) => a !== leader);
    // Round 2 is due (drawn and texted an hour before the next day's match): the leader starts on
    // it and is killed while at it.
    const round2Due = start + 23 * HOUR + 60_000;
    await setClocks(survivors, round2Due);
    void setClocks([leader], round2Due).catch(() => {});
    await sleep(30);
    leader.child.kill('SIGKILL');
    await leader.exited;
    const killedAt = Date.now();
    apis.splice(apis.indexOf(leader), 1);
    const next = await until(async () => {
      const h = await holder();
      return h && h !== leaderName ? h : null;
    }, LEASE_MS + 10_000);
    expect(survivors.map((a) => a.name)).toContain(next);
    expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + 3000);

    const all = await until(async () => {
      const rows = await rounds();
      return rows.some((m) => Number(m.round) === 2) ? rows : null;
    }).catch(async (err: unknown) => {
      const t = await conn.db.selectFrom('tournaments').selectAll().where('id', '=', tournamentId).execute();
      console.error(
        JSON.stringify(await rounds()),
        JSON.stringify(t),
        survivors.map((a) => a.output.join('')).join('\n'),
      );
      throw err;
    });
    const keys = all.map((m) => `${m.round}:${m.slot}`);
    expect(new Set(keys).size).toBe(keys.length);
    const round1 = all.filter((m) => Number(m.round) === 1).length;
    const round2 = all.filter((m) => Number(m.round) === 2).length;
    expect(round2).toBe(Math.ceil(round1 / 2));

    // Every round-2 player gets their match's Room ID by SMS exactly once, whichever process
    // (the killed one, or the one that took over) queued it.
    const roomTexts = () => roomIdTexts(conn.db, tournamentId, 2);
    expect((await roomTexts()).length).toBeGreaterThan(0);
    await until(async () => (await roomTexts()).every((n) => n >= 1));
    await sleep(LEASE_MS);
    const counts = await roomTexts();
    expect(counts).toEqual(counts.map(() => 1));
    const sms = await conn.db.selectFrom('sms_outbox').select(['phone', 'body']).execute();
    const texts = sms.map((m) => `${m.phone}|${m.body}`);
    expect(new Set(texts).size).toBe(texts.length);
  }, 90_000);
});
