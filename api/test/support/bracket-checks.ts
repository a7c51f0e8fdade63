import type { DB } from '../../src/db/schema.ts';
import type { BulkCupSpec } from './bulk-cups.ts';

// The properties every tournament the engine ran must have, checked from what the database holds
// afterwards. Each failed property is returned as a sentence naming the tournament, so a failure
// reads as what went wrong (and the test prints the seed that reproduces it).

export interface RanCup extends BulkCupSpec {
  id: number;
  /** Players in seed order. */
  seeds: number[];
}

type Row = Record<string, unknown>;

export interface Loaded {
  tournaments: Map<number, Row>;
  matches: Map<number, Row[]>;
  entries: Map<number, Row[]>;
  credits: Map<number, Row[]>;
  money: Map<number, Row[]>;
  places: Map<number, Row[]>;
  reports: Map<number, Row[]>;
}

function groupBy(rows: Row[], key: (r: Row) => number): Map<number, Row[]> {
  const out = new Map<number, Row[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

const cupOfKey = (ref: unknown) => Number(String(ref).split(':')[1]);

/** Everything the checks read, in one query per table. */
export async function loadAll(db: DB): Promise<Loaded> {
  const [t, m, e, l, ml, p, r] = await Promise.all([
    db.selectFrom('tournaments').selectAll().execute(),
    db.selectFrom('tournament_matches').selectAll().orderBy('round').orderBy('slot').execute(),
    db.selectFrom('tournament_entries').selectAll().orderBy('id').execute(),
    db.selectFrom('ledger').selectAll().where('ref_key', 'like', 'tournament-%').execute(),
    db.selectFrom('money_ledger').selectAll().where('ref_key', 'like', 'tournament-%').execute(),
    db.selectFrom('prize_places').selectAll().execute(),
    db.selectFrom('match_reports').selectAll().execute(),
  ]);
  return {
    tournaments: new Map(t.map((x) => [Number(x.id), x as Row])),
    matches: groupBy(m as Row[], (x) => Number(x.tournament_id)),
    entries: groupBy(e as Row[], (x) => Number(x.tournament_id)),
    credits: groupBy(l as Row[], (x) => cupOfKey(x.ref_key)),
    money: groupBy(ml as Row[], (x) => cupOfKey(x.ref_key)),
    places: groupBy(p as Row[], (x) => Number(x.tournament_id)),
    reports: groupBy(r as Row[], (x) => Number(x.match_id)),
  };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The bracket itself: rounds, pairings, byes, eliminations, no-shows and tiebreaks. */
export function bracketProblems(cup: RanCup, all: Loaded): string[] {
  const bad: string[] = [];
  const fail = (what: string) => bad.push(`tournament ${cup.id} (${cup.players} players): ${what}`);
  const matches = all.matches.get(cup.id) ?? [];
  const seedOf = new Map(cup.seeds.map((p, i) => [p, i]));
  const state = all.tournaments.get(cup.id)?.engine_state;
  if (cup.players < 10) {
    if (state !== 'cancelled') fail(`too few players but state ${String(state)}`);
    if (matches.length > 0) fail('a cancelled tournament has matches');
    return bad;
  }
  if (state !== 'finished' && state !== 'no-champion') fail(`did not end (state ${String(state)})`);
  const rounds = Math.max(0, ...matches.map((m) => Number(m.round)));
  if (rounds > Math.ceil(Math.log2(cup.players))) fail(`${rounds} rounds`);
  const lost = new Map<number, number>();
  const hadBye = new Set<number>();
  let alive = [...cup.seeds];
  for (let round = 1; round <= rounds; round++) {
    const inRound = matches.filter((m) => Number(m.round) === round && m.kind !== 'third-place');
    const playing = inRound.flatMap((m) => [num(m.player1_id), num(m.player2_id)]).filter((p) => p !== null);
    if (new Set(playing).size !== playing.length) fail(`round ${round}: a player drawn twice`);
    if ([...playing].sort().join() !== [...alive].sort().join()) fail(`round ${round}: not the survivors`);
    const byes = inRound.filter((m) => m.result_source === 'bye');
    if (byes.length !== alive.length % 2) fail(`round ${round}: ${byes.length} byes for ${alive.length}`);
    for (const b of byes) {
      const p = Number(b.player1_id);
      const eligible = alive.filter((x) => !hadBye.has(x));
      const expected = (eligible.length > 0 ? eligible : alive).reduce((x, y) =>
        (seedOf.get(x) ?? 0) < (seedOf.get(y) ?? 0) ? x : y,
      );
      if (p !== expected) fail(`round ${round}: bye to ${p}, expected ${expected}`);
      hadBye.add(p);
    }
    for (const m of inRound) bad.push(...matchProblems(cup, m, all, seedOf, lost));
    alive = inRound.map((m) => num(m.winner_id)).filter((w): w is number => w !== null);
  }
  if ([...lost.values()].some((n) => n > 1)) fail('a player eliminated twice');
  if (state === 'finished' && alive.length !== 1) fail(`${alive.length} left at the end`);
  if (state === 'no-champion' && alive.length !== 0) fail('no champion but survivors');
  return bad;
}

function matchProblems(
  cup: RanCup,
  m: Row,
  all: Loaded,
  seedOf: Map<number, number>,
  lost: Map<number, number>,
): string[] {
  const bad: string[] = [];
  const fail = (what: string) => bad.push(`tournament ${cup.id} match ${String(m.id)}: ${what}`);
  if (m.status !== 'finished') fail('not finished');
  const [p1, p2, w] = [num(m.player1_id), num(m.player2_id), num(m.winner_id)];
  if (p2 === null) return bad;
  for (const p of [p1, p2]) if (p !== null && p !== w) lost.set(p, (lost.get(p) ?? 0) + 1);
  const cannon = cup.game === 'Cannon Clash';
  const reports = all.reports.get(Number(m.id)) ?? [];
  const present = (p: number | null) =>
    reports.some((r) => Number(r.subscriber_id) === p && r.kind === (cannon ? 'presence' : 'checkin'));
  const source = m.result_source;
  if (source === 'double-no-show' && (w !== null || present(p1) || present(p2)))
    fail('double no-show with a winner or a player present');
  if (source === 'no-show' && (w === null || !present(w) || present(w === p1 ? p2 : p1)))
    fail('no-show win without the winner alone present');
  if (source === 'abandoned') {
    const better = (seedOf.get(p1 as number) ?? 0) < (seedOf.get(p2 as number) ?? 0) ? p1 : p2;
    if (w !== better || !present(p1) || !present(p2)) fail('tiebreak not to the better seed');
  }
  if (w !== null && w !== p1 && w !== p2) fail('winner is not a player');
  return bad;
}

/** Places paid once each, in the tournament's currency, within its pool; fees kept or refunded once. */
export function moneyProblems(cup: RanCup, all: Loaded): string[] {
  const bad: string[] = [];
  const fail = (what: string) => bad.push(`tournament ${cup.id} (${cup.players} players): ${what}`);
  const state = all.tournaments.get(cup.id)?.engine_state;
  const credits = all.credits.get(cup.id) ?? [];
  const money = all.money.get(cup.id) ?? [];
  const places = (all.places.get(cup.id) ?? []).map((p) => Number(p.place));
  const prizeRows = [...credits.filter((l) => l.reason === 'tournament-prize'), ...money];
  const placeOf = (l: Row) => Number(String(l.ref_key).split(':')[2]);
  const paid = prizeRows.reduce((x, l) => x + Number(l.delta ?? l.delta_paisa), 0);
  const unit = cup.currency === 'rupees' ? 100 : 1;
  if (paid > (cup.prizes[0] + cup.prizes[1] + cup.prizes[2]) * unit) fail(`paid ${paid} above the pool`);
  if (cup.currency === 'rupees' && credits.some((l) => l.reason === 'tournament-prize'))
    fail('a rupee prize paid as credits');
  if (cup.currency === 'credits' && money.length > 0) fail('a credit prize paid as money');
  for (const place of [1, 2, 3]) {
    const rows = prizeRows.filter((l) => placeOf(l) === place);
    if (rows.length > (place === 3 ? 2 : 1)) fail(`place ${place} paid ${rows.length} times`);
    if (rows.length > 0 && !places.includes(place)) fail(`place ${place} paid without its claim`);
  }
  const entries = all.entries.get(cup.id) ?? [];
  const champions = entries.filter((e) => Number(e.place) === 1).map((e) => Number(e.subscriber_id));
  if (champions.length !== (state === 'finished' ? 1 : 0)) fail(`${champions.length} champions`);
  if (state === 'finished') {
    const last = (all.matches.get(cup.id) ?? []).filter(
      (m) => m.kind !== 'third-place' && m.winner_id !== null,
    );
    const winner = Number(last[last.length - 1]?.winner_id);
    if (champions[0] !== winner) fail(`champion ${champions[0]} is not the last winner ${winner}`);
    if (cup.prizes[0] > 0 && prizeRows.filter((l) => placeOf(l) === 1).length !== 1) fail('1st not paid');
  } else if (paid !== 0 || places.length !== 0) fail('paid without a champion');
  const fees = credits.filter((l) => l.reason === 'tournament-fee');
  const refunds = credits.filter((l) => l.reason === 'tournament-refund');
  if (fees.length !== (cup.fee > 0 ? cup.players : 0)) fail(`${fees.length} fees charged`);
  if (new Set(refunds.map((r) => Number(r.subscriber_id))).size !== refunds.length)
    fail('a fee refunded twice');
  const refunded = state !== 'finished' && cup.fee > 0;
  if (refunds.length !== (refunded ? cup.players : 0))
    fail(`${refunds.length} refunds (state ${String(state)})`);
  return bad;
}
