import type { Bracket, BracketMatch, PlayerState } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databases, json, startApp, type TestApp } from './helpers.ts';
import { staffClient } from './operator-helpers.ts';

// The demo's ended tournaments carry the history of a real one (api/src/demo/ended-knockouts.ts):
// drawn, every match played with its winner going through (a bye where the draw gave one), and the
// places the final decided paid in the tournament's prize currency. So the bracket, the players'
// own cards, the ledger and the console's Matches table agree; an ended tournament that was never
// drawn ('Not drawn yet.' in the console) fails here.

interface Ended {
  id: number;
  name: string;
  is_esl: number;
  prize: number;
  second_prize: number;
  third_prize: number;
  prize_currency: string;
}

const played = (m: BracketMatch) => m.players.length === 2 && m.winner !== null;
const loserOf = (m: BracketMatch) => m.players.find((p) => p.seed !== m.winner)?.seed as number;

/** Places 1-3 (seeds) as the bracket shows them: the final's winner and loser, then third. */
function placesIn(b: Bracket): Map<number, number> {
  const last = b.rounds[b.rounds.length - 1]?.matches ?? [];
  const final = last.find((m) => m.kind === 'bracket' && played(m)) as BracketMatch;
  const places = new Map([
    [final.winner as number, 1],
    [loserOf(final), 2],
  ]);
  const thirdMatch = last.find((m) => m.kind === 'third-place');
  const semis = (b.rounds[b.rounds.length - 2]?.matches ?? []).filter(
    (m) => m.kind === 'bracket' && played(m),
  );
  if (thirdMatch) places.set(thirdMatch.winner as number, 3);
  else if (semis.length === 1) places.set(loserOf(semis[0] as BracketMatch), 3);
  return places;
}

/** Each round's players are the winners of the round before (the final's third-place pair aside). */
function advanced(b: Bracket): { round: number; players: number[]; winners: number[] }[] {
  return b.rounds.slice(1).map((r, i) => ({
    round: r.round,
    players: r.matches
      .filter((m) => m.kind === 'bracket')
      .flatMap((m) => m.players.map((p) => p.seed))
      .sort((x, y) => x - y),
    winners: (b.rounds[i]?.matches ?? [])
      .filter((m) => m.kind === 'bracket')
      .map((m) => m.winner as number)
      .sort((x, y) => x - y),
  }));
}

const bracketOf = async (t: TestApp, id: number) =>
  json<{ data: Bracket }>(await t.app.inject({ method: 'GET', url: `/api/v1/tournaments/${id}/bracket` }))
    .data;

/** What the place paid the player: credits, or whole rupees from the money ledger. */
async function prizePaid(t: TestApp, e: Ended, subscriberId: number, place: number): Promise<number | null> {
  if (e.prize_currency === 'credits') {
    const row = await t.app.db
      .selectFrom('ledger')
      .select('delta')
      .where('subscriber_id', '=', subscriberId)
      .where('ref_key', '=', `tournament-prize:${e.id}:${place}`)
      .executeTakeFirst();
    return row ? Number(row.delta) : null;
  }
  const row = await t.app.db
    .selectFrom('money_ledger')
    .select('delta_paisa')
    .where('ref_key', '=', `tournament-prize:${e.id}:${place}:${subscriberId}`)
    .executeTakeFirst();
  return row ? Number(row.delta_paisa) / 100 : null;
}

/** The player's own state on the tournament's card, signed in with their number. */
async function stateOf(
  t: TestApp,
  e: Pick<Ended, 'id' | 'is_esl'>,
  number: string,
): Promise<PlayerState | null> {
  const s = await t.login({ number });
  const url = e.is_esl ? '/api/v1/esl/tournaments/all' : '/api/v1/tournaments/all';
  const list = json<{ data: { id: number; player: PlayerState | null }[] }>(
    await t.call(s, { method: 'GET', url }),
  ).data;
  return list.find((x) => x.id === e.id)?.player ?? null;
}

/** The cards of a list as everyone sees them (weekly or ESL). */
async function cardsOf(
  t: TestApp,
  esl: boolean,
): Promise<{ id: number; status: number; is_running: number }[]> {
  const s = await t.login();
  const url = esl ? '/api/v1/esl/tournaments/all' : '/api/v1/tournaments/all';
  return json<{ data: { id: number; status: number; is_running: number }[] }>(
    await t.call(s, { method: 'GET', url }),
  ).data;
}

/** A tournament's players in seed order (entry order): subscriber, phone and place. */
function playersOf(t: TestApp, id: number) {
  return t.app.db
    .selectFrom('tournament_entries as e')
    .innerJoin('subscribers as s', 's.id', 'e.subscriber_id')
    .select(['s.id', 's.phone', 'e.place'])
    .where('e.tournament_id', '=', id)
    .orderBy('e.id')
    .execute();
}

/** The number a player signs in with: 03... for the stored 923.... */
const localNumber = (phone: string) => `0${phone.slice(2)}`;

/** The usernames of a tournament's players in seed order (entry order). */
async function usernamesOf(t: TestApp, id: number): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('tournament_entries as e')
    .innerJoin('subscribers as s', 's.id', 'e.subscriber_id')
    .select('s.username')
    .where('e.tournament_id', '=', id)
    .orderBy('e.id')
    .execute();
  return rows.map((r) => r.username);
}

describe.each(databases)('the demo\u2019s ended tournaments (%s)', (kind) => {
  let t: TestApp;
  let ended: Ended[];
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
    ended = await t.app.db
      .selectFrom('tournaments')
      .select(['id', 'name', 'is_esl', 'prize', 'second_prize', 'third_prize', 'prize_currency'])
      .where('status', 'in', [3, 4])
      .orderBy('id')
      .execute();
  });
  afterAll(async () => t.close());

  it('were drawn and played to the end: every match decided, its winner in the next round', async () => {
    expect(ended.map((e) => e.name)).toEqual(['Free Fire Legends', 'Cannon Clash Season Opener']);
    for (const e of ended) {
      const b = await bracketOf(t, e.id);
      expect({ name: e.name, state: b.state, rounds: b.rounds.length }).toEqual({
        name: e.name,
        state: 'finished',
        rounds: 4,
      });
      const matches = b.rounds.flatMap((r) => r.matches);
      expect(matches.filter((m) => m.room !== 'finished' || m.winner === null)).toEqual([]);
      expect(matches.filter((m) => m.players.length === 1).map((m) => m.decided)).toEqual(['bye']);
      for (const r of advanced(b)) expect(r.players).toEqual(r.winners);
      expect(b.rounds.map((r) => r.label)).toEqual(['Round 1', 'Round 2', 'Round 3', 'Final']);
      expect(b.prize_currency).toBe(e.prize_currency);
      // Each seed is named by the nick the player entered: their username, as in every other screen.
      const named = new Map(b.rounds[0]?.matches.flatMap((m) => m.players.map((p) => [p.seed, p.name])));
      const bySeed = [...named].sort((x, y) => x[0] - y[0]).map(([, name]) => name);
      expect(bySeed).toEqual(await usernamesOf(t, e.id));
    }
  });

  it('paid the places the final decided, in their prize currency, and each placed player sees theirs', async () => {
    for (const e of ended) {
      const seeds = await playersOf(t, e.id);
      const places = placesIn(await bracketOf(t, e.id));
      expect([...places.values()].sort()).toEqual([1, 2, 3]);
      const placed = seeds.flatMap((s, i) => (s.place === null ? [] : [[i + 1, Number(s.place)]]));
      expect(new Map(placed as [number, number][])).toEqual(places);
      for (const [seed, place] of places) {
        const who = seeds[seed - 1] as { id: number; phone: string };
        const prize = [e.prize, e.second_prize, e.third_prize][place - 1] as number;
        expect(await prizePaid(t, e, who.id, place)).toBe(prize);
        const player = await stateOf(t, e, localNumber(who.phone));
        expect(player).toMatchObject({ kind: place === 1 ? 'champion' : 'placed', place });
      }
    }
    expect(await t.ledgerMatchesWallets()).toBe(true);
  });

  it('the console shows the drawn bracket and lists every match finished with its winner', async () => {
    const support = await staffClient(t, 'support');
    for (const e of ended) {
      const staffBracket = json<{ data: Bracket }>(await support.call('GET', `/tournaments/${e.id}/bracket`));
      const drawn = staffBracket.data.rounds.flatMap((r) => r.matches);
      expect(drawn.length).toBeGreaterThan(0);
      const listed = json<{ data: { id: number; status: string; winner: string | null }[] }>(
        await support.call('GET', `/tournaments/${e.id}/matches`),
      ).data;
      expect(listed.map((m) => m.id).sort()).toEqual(drawn.map((m) => m.id).sort());
      expect(listed.filter((m) => m.status !== 'finished' || m.winner === null)).toEqual([]);
    }
  });
});

// The live and upcoming ones are where the engine has them at the seed's moment: a live knockout was
// drawn by the engine and its current round is being played (rooms open, as the match SMS said);
// an upcoming one takes entries until the engine draws it, and is never in progress before its start.

interface Listed {
  id: number;
  name: string;
  is_esl: number;
  is_running: number;
  time_start: string | null;
}

describe.each(databases)('the demo\u2019s live and upcoming tournaments (%s)', (kind) => {
  let t: TestApp;
  let all: Listed[];
  beforeAll(async () => {
    t = await startApp(kind, { ENGINE_TICK_MS: '0', ROOMS: '0' });
    all = await t.app.db
      .selectFrom('tournaments')
      .select(['id', 'name', 'is_esl', 'is_running', 'time_start'])
      .orderBy('id')
      .execute();
  });
  afterAll(async () => t.close());

  it('a LIVE one is drawn: every player in round 1, its current round in play, as the console lists it', async () => {
    const live = all.filter((l) => l.is_running === 1);
    expect(live.map((l) => l.name)).toEqual(['PUBG Mobile Night Live', 'Cannon Clash Live Knockout']);
    const support = await staffClient(t, 'support');
    for (const l of live) {
      const b = await bracketOf(t, l.id);
      const players = await playersOf(t, l.id);
      const seeds = b.rounds[0]?.matches.flatMap((m) => m.players.map((p) => p.seed)) ?? [];
      expect({ name: l.name, state: b.state, seeds: seeds.sort((x, y) => x - y) }).toEqual({
        name: l.name,
        state: 'running',
        seeds: players.map((_, i) => i + 1),
      });
      const current = b.rounds[b.rounds.length - 1]?.matches ?? [];
      const inPlay = current.filter((m) => m.room === 'open' && m.players.length === 2);
      expect(inPlay.length).toBeGreaterThan(0);
      // A player of an open match sees Play Now on the tournament's card.
      const who = players[(inPlay[0]?.players[0]?.seed as number) - 1] as { phone: string };
      expect(await stateOf(t, l, localNumber(who.phone))).toMatchObject({
        kind: 'next-match',
        play_now: true,
      });
      const listed = json<{ data: { id: number }[] }>(
        await support.call('GET', `/tournaments/${l.id}/matches`),
      );
      const drawn = b.rounds.flatMap((r) => r.matches.map((m) => m.id));
      expect(listed.data.map((m) => m.id).sort()).toEqual(drawn.sort());
    }
  });

  it('an upcoming one is not in progress before its start: open for entries, not LIVE', async () => {
    const now = t.app.clock.now().getTime();
    const upcoming = all.filter((l) => Date.parse(l.time_start as string) > now);
    const cards = [...(await cardsOf(t, false)), ...(await cardsOf(t, true))];
    expect(upcoming.length).toBeGreaterThan(0);
    for (const u of upcoming) {
      const card = cards.find((c) => c.id === u.id);
      expect({ name: u.name, status: card?.status, is_running: card?.is_running }).toEqual({
        name: u.name,
        status: 1,
        is_running: 0,
      });
    }
  });
});
