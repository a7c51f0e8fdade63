import type { Bracket, StaffBracket } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { staffClient } from './operator-helpers.ts';

// The console's bracket names each player as its matches list does: the subscriber's number and
// name behind every seed (the public bracket keeps only the names players chose, never a number).

interface StaffMatch {
  id: number;
  round: number;
  player1: string | null;
  player2: string | null;
  player1_name: string | null;
  player2_name: string | null;
}

describe.each(databases)('operator bracket (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
  });
  afterAll(async () => t.close());

  it("names every seed of the demo's live knockout by number and name, as its matches do", async () => {
    const live = await t.app.db
      .selectFrom('tournaments')
      .select('id')
      .where('name', '=', 'Cannon Clash Live Knockout')
      .executeTakeFirstOrThrow();
    const support = await staffClient(t, 'support');
    const bracket = json<{ data: StaffBracket }>(
      await support.call('GET', `/tournaments/${live.id}/bracket`),
    ).data;
    const matches = json<{ data: StaffMatch[] }>(
      await support.call('GET', `/tournaments/${live.id}/matches`),
    ).data;

    expect(bracket.players.slice(0, 2)).toEqual([
      { seed: 1, phone: '923001234567', name: 'Demo Player' },
      { seed: 2, phone: '923000000001', name: 'Ali Raza' },
    ]);
    const final = matches.find((m) => m.round === 4);
    expect(final).toMatchObject({
      player1: '923001234567',
      player1_name: 'Demo Player',
      player2: '923000000001',
      player2_name: 'Ali Raza',
    });
    // Every match of the bracket has the same two subscribers as the same match in the list.
    const bySeed = new Map(bracket.players.map((p) => [p.seed, p]));
    const drawn = bracket.rounds.flatMap((r) => r.matches);
    expect(drawn).toHaveLength(matches.length);
    for (const m of drawn) {
      const listed = matches.find((x) => x.id === m.id);
      const named = m.players.map((p) => bySeed.get(p.seed));
      expect(named.map((p) => p?.phone)).toEqual([listed?.player1, listed?.player2].filter(Boolean));
      expect(named.map((p) => p?.name)).toEqual(
        [listed?.player1_name, listed?.player2_name].slice(0, named.length),
      );
    }

    // Players and guests still see only the names players chose, never a number.
    const open = await t.app.inject({ method: 'GET', url: `/api/v1/tournaments/${live.id}/bracket` });
    const guest = (open.json() as { data: Bracket & { players?: unknown } }).data;
    expect(guest.players).toBeUndefined();
    expect(JSON.stringify(guest)).not.toMatch(/\d{7,}/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/operator/tournaments/${live.id}/bracket` })).statusCode,
    ).toBe(401);
  });
});
