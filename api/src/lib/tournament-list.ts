import type { Tournament, TournamentsResponse } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { readRows } from '../db/connect.ts';
import type { TournamentsTable } from '../db/schema.ts';
import { playerStates } from '../tournament-engine/player-states.ts';
import { tournamentTime } from './day.ts';
import { userOf } from '../plugins/auth.ts';
import { KeptBody, sendKept } from './encoded-body.ts';
import { OWN, type Counters, type ReadCache } from './read-cache.ts';

type Row = Selectable<TournamentsTable> & { checkins: number | string | null };
type Listed = { row: Row; card: Omit<Tournament, 'entries' | 'player'> };
type Entry = {
  tournament_id: number;
  id: number;
  pubg_id: string | null;
  pubg_nick: string | null;
  checked_in: number | null;
  place: number | null;
};

/** Every tournament as a card without the caller's part, in list order (cached by change counter). */
async function allCards(app: FastifyInstance): Promise<Listed[]> {
  // Hand-written SQL (portable to SQLite and PostgreSQL). Check-in counts are kept by the database
  // as entries are written (tournament_totals), so the list never counts entries.
  const rows = (
    await sql<Row>`
      select t.*, tt.checkins from tournaments t
      left join tournament_totals tt on tt.tournament_id = t.id
      order by t.status, t.time_start, t.id`.execute(app.db)
  ).rows;
  const tz = app.config.timeZone;
  return rows.map((r) => {
    const id = Number(r.id);
    const start = tournamentTime(r.time_start, tz);
    const card: Listed['card'] = {
      tourn_id: id,
      id,
      Id: id,
      tourn_name: r.name,
      nameUr: r.name_ur ?? null,
      thumbnail: r.thumbnail,
      time: start,
      status: Number(r.status),
      is_running: r.is_running ? 1 : 0,
      prize: Number(r.prize),
      second_prize: Number(r.second_prize),
      third_prize: Number(r.third_prize),
      entryFee: Number(r.entry_fee),
      isEntryFree: Number(r.entry_fee) === 0 ? 1 : 0,
      total_checkin: Number(r.checkins ?? 0),
      banner: r.banner,
      platform: r.platform,
      timeStart: start,
      timeEnd: tournamentTime(r.time_end, tz),
      UIDCheck: r.uid_check ? 1 : 0,
      tourn_type: r.tourn_type === 'Credits' ? 'Credits' : 'Cash',
      game_name: r.game_name,
      is_esl: r.is_esl ? 1 : 0,
      prize_currency: r.prize_currency === 'rupees' ? 'rupees' : 'credits',
      third_place: r.third_place === 'shared' ? 'shared' : 'match',
    };
    return { row: r, card };
  });
}

const ENTRIES_SQL =
  'select tournament_id, id, pubg_id, pubg_nick, checked_in, place from tournament_entries where subscriber_id = ?';

/** The shared cards (cached by change counter) and the caller's own entries, read side by side. */
async function cardsAndEntries(
  app: FastifyInstance,
  reads: ReadCache,
  userId: number,
  counters?: Counters,
): Promise<[Listed[], Entry[]]> {
  return Promise.all([
    reads.get('tournaments', () => allCards(app), counters),
    readRows<Entry>(app.db, ENTRIES_SQL, [userId]),
  ]);
}

/**
 * The tournament list as the caller sees it: the shared cards (one cached answer for everyone) plus
 * the caller's own entries and state, read per request (one indexed lookup by subscriber).
 */
export async function listTournaments(
  app: FastifyInstance,
  reads: ReadCache,
  userId: number,
  where: { esl?: 0 | 1; id?: number },
  counters?: Counters,
): Promise<Tournament[]> {
  const [cards, entries] = await cardsAndEntries(app, reads, userId, counters);
  return asSeenBy(app, userId, cards, entries, where);
}

/** Serialised answers for callers without entries, per cached card list (so per counter value). */
const bodies = new WeakMap<Listed[], Map<string, KeptBody>>();

/**
 * A subscriber's last answer of a list, with what it was built from: the shared cards (replaced
 * when the 'tournaments' counter moves), the subscriber's own counter (migration 0019: their
 * entries), the 'matches' counter when the answer shows match states, and the time span in which
 * no state in it reads differently (until a room of theirs opens). Bounded; the oldest subscriber's
 * answer goes first.
 */
type Kept = {
  cards: Listed[];
  own: bigint;
  /** The shared 'matches' counter, for an answer with match states in it (callers with entries). */
  matches: bigint | undefined;
  from: number;
  until: number;
  body: KeptBody;
};
const keptByDb = new WeakMap<FastifyInstance['db'], Map<string, Kept>>();
const KEPT_MAX = 10_000;

function keptOf(app: FastifyInstance): Map<string, Kept> {
  let kept = keptByDb.get(app.db);
  if (!kept) keptByDb.set(app.db, (kept = new Map()));
  return kept;
}

function keep(kept: Map<string, Kept>, key: string, answer: Kept): void {
  if (!kept.delete(key) && kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value as string);
  kept.set(key, answer);
}

/**
 * The weekly or ESL list as the route's answer, serialised with the route's schema
 * (`reply.serialize`). A caller's answer is kept and sent again while the shared cards, the
 * caller's own counter and the clock allow, so a repeated read costs the counters read of
 * authentication and a lookup. A caller with no entries of their own gets the one body every such
 * caller gets, kept beside the cached cards it was made from.
 */
export async function tournamentListAnswer(
  app: FastifyInstance,
  reads: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  where: { esl: 0 | 1 },
): Promise<TournamentsResponse> {
  const userId = userOf(request).id;
  const own = request.counters?.get(OWN);
  const now = app.clock.now().getTime();
  const key = `${userId}:${where.esl}`;
  const cards = await reads.get('tournaments', () => allCards(app), request.counters);
  const kept = keptOf(app);
  const matches = request.counters?.get('matches');
  const hit = kept.get(key);
  const current = hit && (hit.matches === undefined || hit.matches === matches);
  if (hit && current && hit.cards === cards && hit.own === own && hit.from <= now && now < hit.until)
    return sendKept(reply, hit.body);
  const entries = await readRows<Entry>(app.db, ENTRIES_SQL, [userId]);
  const validity = { until: Infinity };
  const answer = async () =>
    ({
      success: true,
      data: await asSeenBy(app, userId, cards, entries, where, validity),
      errors: null,
    }) satisfies TournamentsResponse;
  let body: KeptBody;
  if (entries.length > 0) body = new KeptBody(reply.serialize(await answer()) as string);
  else {
    let perList = bodies.get(cards);
    if (!perList) bodies.set(cards, (perList = new Map()));
    const shared = perList.get(String(where.esl));
    body = shared ?? new KeptBody(reply.serialize(await answer()) as string);
    if (shared === undefined) perList.set(String(where.esl), body);
  }
  if (own !== undefined && (entries.length === 0 || matches !== undefined)) {
    const shown = entries.length > 0 ? matches : undefined;
    keep(kept, key, { cards, own, matches: shown, from: now, until: validity.until, body });
  }
  return sendKept(reply, body);
}

async function asSeenBy(
  app: FastifyInstance,
  userId: number,
  cards: Listed[],
  entries: Entry[],
  where: { esl?: 0 | 1; id?: number },
  validity?: { until: number },
): Promise<Tournament[]> {
  const mine = new Map(entries.map((e) => [Number(e.tournament_id), e]));
  const listed = cards.filter(
    ({ card }) =>
      (where.esl === undefined || card.is_esl === where.esl) &&
      (where.id === undefined || card.id === where.id),
  );
  const entered = listed.flatMap(({ row, card }) => {
    const e = mine.get(card.id);
    return e ? [{ ...row, entry_id: Number(e.id), place: e.place == null ? null : Number(e.place) }] : [];
  });
  const states = await playerStates(app, userId, entered, validity);
  return listed.map(({ card }) => {
    const e = mine.get(card.id);
    return {
      ...card,
      entries: e
        ? [
            {
              pubg_id: e.pubg_id,
              pubg_nick: e.pubg_nick,
              checked_in: Boolean(e.checked_in),
              place: e.place == null ? null : Number(e.place),
            },
          ]
        : [],
      player: states.get(card.id) ?? null,
    };
  });
}
