import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nameIn } from '../lib/sms.ts';
import {
  contactsOf,
  describePrize,
  loadTournament,
  nextRoundAt,
  sendSafely,
  tell,
  toOutcome,
  type EngineContext,
  type Match,
  type Tournament,
} from './common.ts';
import { settleDue } from './deadlines.ts';
import { drawRound } from './draw.ts';
import { awardPlaces, refundFees } from './prizes.ts';
import { endOfRound, needsThirdPlaceMatch, placesAtEnd, type Award, type ThirdPlaceRule } from './rules.ts';
import { smsIn } from './sms-templates.ts';
import { sendDueSms } from './texts.ts';
import { Batcher, turn } from './slices.ts';
import { TOURNAMENT_STATUS } from './timing.ts';
import { inTransaction } from '../db/transaction.ts';

/** Brings one tournament up to date with the clock; loops while a step unlocks the next. */
export async function advance(ctx: EngineContext, tournamentId: number): Promise<void> {
  for (let guard = 0; guard < 64; guard++) {
    const t = await loadTournament(ctx.db, tournamentId);
    if (!t || !(await step(ctx, t))) return;
  }
}

/** One transition; true when something changed and another look is worthwhile. */
async function step(ctx: EngineContext, t: Tournament): Promise<boolean> {
  const now = ctx.clock.now().getTime();
  const start = t.time_start ? Date.parse(t.time_start) : NaN;
  const state = t.engine_state;
  if (state === null) {
    if (Number(t.status) !== TOURNAMENT_STATUS.open || Number.isNaN(start)) return false;
    if (now < start - ctx.timing.drawLeadMs) return false;
    const seeds = await ctx.seeds.get(t.id, false);
    if (seeds.order.length >= ctx.timing.minPlayers)
      return drawRound(ctx, t, 1, seeds.order, start, new Set());
    if (now >= start) await cancel(ctx, t);
    return false;
  }
  if (state !== 'drawn' && state !== 'running') return false;
  await sendDueSms(ctx, t);
  if (state === 'drawn') {
    if (now < start) return false;
    const updated = await ctx.db
      .updateTable('tournaments')
      .set({ status: TOURNAMENT_STATUS.inProgress, is_running: 1, engine_state: 'running' })
      .where('id', '=', t.id)
      .where('engine_state', '=', 'drawn')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }
  const round = Number(t.engine_round);
  if (await settleDue(ctx, t, round)) return true;
  // The round closes once none of its matches is open: one indexed look, not a read of the round.
  const open = await ctx.db
    .selectFrom('tournament_matches')
    .select('id')
    .where('tournament_id', '=', t.id)
    .where('status', 'in', ['scheduled', 'playing'])
    .where('round', '=', round)
    // Unary plus keeps SQLite's planner on the open-match index (not the slot index).
    .where(sql`+slot`, 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (open) return false;
  return closeRound(ctx, t, round);
}

/** A round's matches in slot order, read a batch at a time (keyset on the slot). */
async function roundMatches(ctx: EngineContext, tournamentId: number, round: number): Promise<Match[]> {
  const all: Match[] = [];
  const batcher = new Batcher(500);
  for (;;) {
    const limit = batcher.rows();
    const rows = await batcher.measure(limit, () =>
      ctx.db
        .selectFrom('tournament_matches')
        .selectAll()
        .where('tournament_id', '=', tournamentId)
        .where('round', '=', round)
        .where('slot', '>', all.length === 0 ? 0 : Number(all[all.length - 1]?.slot))
        .orderBy('slot')
        .limit(limit)
        .execute(),
    );
    for (const r of rows) all.push(r);
    if (rows.length < limit) return all;
    await turn();
  }
}

/**
 * The players who had a bye in the rounds before `round`: a round's bye is its last slot, so this
 * is one indexed look per round, not a read of the tournament's matches.
 */
async function hadByes(ctx: EngineContext, tournamentId: number, round: number): Promise<Set<number>> {
  const had = new Set<number>();
  for (let r = 1; r <= round; r++) {
    const last = await ctx.db
      .selectFrom('tournament_matches')
      .select(['player1_id', 'result_source'])
      .where('tournament_id', '=', tournamentId)
      .where('round', '=', r)
      .where('slot', 'is not', null)
      .orderBy('slot', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last?.result_source === 'bye') had.add(Number(last.player1_id));
  }
  return had;
}

/** All matches of the round are finished: the next round, the champion, or no champion. */
async function closeRound(ctx: EngineContext, t: Tournament, round: number): Promise<boolean> {
  const matches = await roundMatches(ctx, t.id, round);
  if (matches.length === 0) return false;
  const seeds = await ctx.seeds.get(t.id, true);
  const outcomes = matches.map(toOutcome);
  await turn();
  const end = endOfRound(outcomes, seeds.of);
  await turn();
  const rule: ThirdPlaceRule = t.third_place === 'shared' ? 'shared' : 'match';
  if (end.kind === 'next') {
    const hadBye = await hadByes(ctx, t.id, round);
    const third = needsThirdPlaceMatch(end.players, outcomes, rule);
    await turn();
    return drawRound(ctx, t, round + 1, end.players, nextRoundAt(ctx, t, round), hadBye, third);
  }
  if (end.kind === 'no-champion') {
    await finishWithoutChampion(ctx, t);
    return false;
  }
  const previous = round > 1 ? (await roundMatches(ctx, t.id, round - 1)).map(toOutcome) : [];
  await finish(ctx, t, placesAtEnd(end.champion, outcomes, previous, rule));
  return false;
}

/** Fewer than the minimum at the start time: cancelled (status 5), fees refunded, players told. */
async function cancel(ctx: EngineContext, t: Tournament): Promise<void> {
  const told = await inTransaction(ctx.db, async (tx) => {
    const updated = await tx
      .updateTable('tournaments')
      .set({ status: TOURNAMENT_STATUS.cancelled, is_running: 0, engine_state: 'cancelled' })
      .where('id', '=', t.id)
      .where('engine_state', 'is', null)
      .where('status', '=', TOURNAMENT_STATUS.open)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    return refundFees(tx, t, ctx.clock.now().toISOString());
  });
  if (told === null) return;
  await tell(ctx, told, (l) =>
    smsIn(l).cancelled(nameIn(t, l), ctx.timing.minPlayers, Number(t.entry_fee) > 0),
  );
  ctx.log('tournament cancelled', { tournamentId: t.id, players: told.length });
}

/** Ends the tournament: the places are paid once each (a place the operator paid is skipped). */
async function finish(ctx: EngineContext, t: Tournament, awards: Award[]): Promise<void> {
  const at = ctx.clock.now().toISOString();
  const paid = await inTransaction(ctx.db, async (tx) => {
    if (!(await markEnded(tx, t, 'finished'))) return null;
    return awardPlaces(tx, t, awards, { decidedBy: 'engine', at, strict: false });
  });
  if (paid === null) return;
  const contacts = await contactsOf(
    ctx.db,
    awards.flatMap((a) => a.winners),
  );
  for (const award of awards) {
    for (const id of award.winners) {
      const prize = paid.find((p) => p.subscriberId === id && p.place === award.place);
      const c = contacts.get(id);
      if (!c) continue;
      const text = smsIn(c.language).place(
        nameIn(t, c.language),
        award.place,
        prize ? describePrize(prize, c.language) : null,
      );
      await sendSafely(ctx, c.phone, text);
    }
  }
  ctx.log('tournament finished', { tournamentId: t.id, awards });
}

/** No player of a round remained (every match a double no-show): no champion, fees refunded. */
async function finishWithoutChampion(ctx: EngineContext, t: Tournament): Promise<void> {
  const told = await inTransaction(ctx.db, async (tx) => {
    if (!(await markEnded(tx, t, 'no-champion'))) return null;
    return refundFees(tx, t, ctx.clock.now().toISOString());
  });
  if (told === null) return;
  await tell(ctx, told, (l) => smsIn(l).noChampion(nameIn(t, l), Number(t.entry_fee) > 0));
  ctx.log('tournament ended without a champion', { tournamentId: t.id });
}

async function markEnded(tx: Transaction<Database>, t: Tournament, state: string): Promise<boolean> {
  const updated = await tx
    .updateTable('tournaments')
    .set({
      status: t.is_esl ? TOURNAMENT_STATUS.endedEsl : TOURNAMENT_STATUS.ended,
      is_running: 0,
      engine_state: state,
    })
    .where('id', '=', t.id)
    .where('engine_state', '=', 'running')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * The operator voids a tournament that has not paid anything: cancelled (status 5), open
 * matches closed without a winner, every charged entry fee refunded once. False when it had
 * already ended, was cancelled, or a place was paid.
 */
export async function voidTournament(ctx: EngineContext, tournamentId: number): Promise<boolean> {
  const t = await loadTournament(ctx.db, tournamentId);
  if (!t) return false;
  const at = ctx.clock.now().toISOString();
  const told = await inTransaction(ctx.db, async (tx) => {
    const paid = await tx
      .selectFrom('prize_places')
      .select('place')
      .where('tournament_id', '=', t.id)
      .executeTakeFirst();
    if (paid) return null;
    const updated = await tx
      .updateTable('tournaments')
      .set({ status: TOURNAMENT_STATUS.cancelled, is_running: 0, engine_state: 'void' })
      .where('id', '=', t.id)
      .where('status', 'in', [TOURNAMENT_STATUS.open, TOURNAMENT_STATUS.inProgress])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    await tx
      .updateTable('tournament_matches')
      .set({ status: 'finished', winner_id: null, result_source: 'void', finished_at: at })
      .where('tournament_id', '=', t.id)
      .where('status', '!=', 'finished')
      .execute();
    return refundFees(tx, t, at);
  });
  if (told === null) return false;
  await tell(ctx, told, (l) => smsIn(l).voided(nameIn(t, l), Number(t.entry_fee) > 0));
  ctx.log('tournament voided', { tournamentId: t.id });
  return true;
}
