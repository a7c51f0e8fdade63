import { sql } from 'kysely';
import {
  deadlineAfter,
  isCannonClash,
  type EngineContext,
  type Match,
  type ResultSource,
  type Tournament,
} from './common.ts';
import { keysetOf, nextInTimeOrder, type Keyset } from './keyset.ts';
import { finishMatches, type Finished } from './results.ts';
import type { Seeds } from './seeds.ts';
import { Batcher, turn } from './slices.ts';
import { textMissed } from './texts.ts';

type Report = { match_id: number; subscriber_id: number; kind: string; result_flag: string | null };

/**
 * A match still open at its deadline is settled from who showed up: Cannon Clash counts a player
 * who joined the room, external games a player who entered the Room ID (match check-in).
 * One present: they win by no-show. Neither: double no-show, both out. Both present: Cannon
 * Clash gives the match to the better seed (the room lost its result, e.g. a restart and nobody
 * came back); external games use the two players' reports when they agree, else wait for the
 * operator (null: still open).
 */
export function settlement(
  t: Tournament,
  m: Match,
  reports: readonly Report[],
  seeds: Seeds,
): { winner: number | null; source: ResultSource } | null {
  const p1 = m.player1_id === null ? null : Number(m.player1_id);
  const p2 = m.player2_id === null ? null : Number(m.player2_id);
  const cannon = isCannonClash(t);
  const presenceKind = cannon ? 'presence' : 'checkin';
  const present = (p: number | null) =>
    p !== null && reports.some((r) => Number(r.subscriber_id) === p && r.kind === presenceKind);
  const a = present(p1);
  const b = present(p2);
  if (a && !b) return { winner: p1, source: 'no-show' };
  if (!a && b) return { winner: p2, source: 'no-show' };
  if (!a && !b) return { winner: null, source: 'double-no-show' };
  if (cannon)
    return { winner: seeds.of(p1 as number) <= seeds.of(p2 as number) ? p1 : p2, source: 'abandoned' };
  const flag = (p: number | null) =>
    reports.find((r) => Number(r.subscriber_id) === p && r.kind === 'result')?.result_flag;
  if (flag(p1) === 'winner' && flag(p2) === 'loser') return { winner: p1, source: 'reports' };
  if (flag(p2) === 'winner' && flag(p1) === 'loser') return { winner: p2, source: 'reports' };
  return null;
}

/**
 * Settles the round's open matches whose deadline has passed, a batch at a time (one read of the
 * batch's reports, one transaction of results, then a turn for the event loop when the slice's
 * budget is used), each batch sized to a few milliseconds. Reads only open matches past their
 * deadline, in the open-match index's own order (status, then time and id) with a keyset, so a
 * batch costs the same at the start and the end of a 25,000-match round and a tick costs nothing
 * for a round that is being played. True when any match was settled.
 */
export async function settleDue(ctx: EngineContext, t: Tournament, round: number): Promise<boolean> {
  const due = new Date(ctx.clock.now().getTime() - deadlineAfter(ctx.timing, t)).toISOString();
  const batcher = new Batcher(100);
  let settled = false;
  for (const status of ['scheduled', 'playing']) {
    let after: Keyset | null = null;
    for (;;) {
      const limit = batcher.rows();
      const open = await batcher.measure(limit, async () => {
        const rows = await dueOpen(ctx, t, { round, status, due, after, limit });
        if (rows.length > 0 && (await settleBatch(ctx, t, rows))) settled = true;
        return rows;
      });
      const last = open[open.length - 1];
      if (!last || open.length < limit) break;
      after = keysetOf(last);
      await turn();
    }
  }
  return settled;
}

/** Open matches of one status past their deadline, after `after` in (time, id) order. */
function dueOpen(
  ctx: EngineContext,
  t: Tournament,
  q: { round: number; status: string; due: string; after: Keyset | null; limit: number },
) {
  const base = () =>
    ctx.db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', t.id)
      .where('round', '=', q.round)
      .where('status', '=', q.status)
      // Unary plus keeps SQLite's planner on the open-match index (not the slot index).
      .where(sql`+slot`, 'is not', null);
  return nextInTimeOrder(base, q.due, q.after, q.limit);
}

/** Settles a batch of open matches from their reports; true when any was settled. */
async function settleBatch(ctx: EngineContext, t: Tournament, open: Match[]): Promise<boolean> {
  const reports = await ctx.db
    .selectFrom('match_reports')
    .select(['match_id', 'subscriber_id', 'kind', 'result_flag'])
    .where(
      'match_id',
      'in',
      open.map((m) => m.id),
    )
    .execute();
  const byMatch = new Map<number, Report[]>();
  for (const r of reports) {
    const list = byMatch.get(Number(r.match_id));
    if (list) list.push(r);
    else byMatch.set(Number(r.match_id), [r]);
  }
  const seeds = await ctx.seeds.get(t.id, true);
  const results: (Finished & { match: Match })[] = [];
  for (const m of open) {
    const s = settlement(t, m, byMatch.get(Number(m.id)) ?? [], seeds);
    if (s) results.push({ matchId: Number(m.id), ...s, match: m });
  }
  const done = new Set(await finishMatches(ctx, results));
  await textMissed(
    ctx,
    t,
    results.filter((r) => done.has(r.matchId)),
  );
  return done.size > 0;
}
