import { Client, type Room } from '@colyseus/sdk';
import type { CannonClashState, CannonJoinOptions } from '@portal/contracts';
import type { Match } from '../src/tournament-engine/engine.ts';
import type { TestApp } from './helpers.ts';
import { mintToken } from './landing-client.ts';

// Shared by the room server's test files: real SDK clients against a real listening api.

export const HOUR = 3_600_000;
export type CRoom = Room<unknown, CannonClashState>;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(20);
  }
}

export interface Player {
  id: number;
  client: Client;
}

export function roomTools(t: () => TestApp, endpoint: () => string, rooms: CRoom[]) {
  const tokenFor = (id: number) => mintToken(t().app, id);

  /** A logged-in SDK client. */
  async function player(id?: number): Promise<Player> {
    const sid = id ?? (await t().login()).id;
    const client = new Client(endpoint());
    client.auth.token = await tokenFor(sid);
    return { id: sid, client };
  }

  async function join(p: Player, options: CannonJoinOptions): Promise<CRoom> {
    const room = await p.client.joinOrCreate<CannonClashState>('cannon_clash', options);
    room.reconnection.enabled = false;
    room.onMessage('welcome', () => {});
    room.onMessage('end', () => {});
    rooms.push(room);
    await room.waitForInitialState();
    return room;
  }

  /** A Cannon Clash tournament drawn by the engine, at its match time. */
  async function tournamentMatch(): Promise<{ tournamentId: number; match: Match; others: number[] }> {
    const app = t().app;
    const start = app.clock.now().getTime() + 3 * HOUR;
    const row = await app.db
      .insertInto('tournaments')
      .values({
        name: `Room Cup ${Math.random()}`,
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
        time_start: new Date(start).toISOString(),
        time_end: null,
        created_at: app.nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tournamentId = Number(row.id);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const s = await t().login();
      ids.push(s.id);
      await t().call(s, {
        method: 'POST',
        url: '/api/v1/esl/tournament/entry/checkin',
        payload: { id: tournamentId },
      });
    }
    app.clock.set(new Date(start));
    await app.engine.tick();
    const match = (await app.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .where('slot', '=', 1)
      .executeTakeFirstOrThrow()) as Match;
    const others = ids.filter((id) => id !== match.player1_id && id !== match.player2_id);
    return { tournamentId, match, others };
  }

  return { tokenFor, player, join, tournamentMatch };
}
