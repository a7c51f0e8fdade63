import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EngineContext, Match, ResultSource } from './common.ts';

export interface Finished {
  matchId: number;
  /** Null: a double no-show (or a void), nobody goes through. */
  winner: number | null;
  source: ResultSource;
}

type Side = 'player1_id' | 'player2_id' | null;

/**
 * Records results, each once (a match already finished is left alone). One result is one
 * conditional update (a second api instance recording at the same moment waits for the lock); a
 * batch of deadline results commits together in one transaction of a few multi-row updates, one
 * per winning side and source (the winner is the match's own player column, so no per-match
 * statement is needed). Returns the matches this call finished.
 */
export async function finishMatches(
  ctx: EngineContext,
  results: readonly (Finished & { match?: Pick<Match, 'player1_id' | 'player2_id'> })[],
): Promise<number[]> {
  if (results.length === 0) return [];
  const at = ctx.clock.now().toISOString();
  if (results.length === 1) {
    const r = results[0] as Finished;
    const updated = await ctx.db
      .updateTable('tournament_matches')
      .set({ winner_id: r.winner, status: 'finished', result_source: r.source, finished_at: at })
      .where('id', '=', r.matchId)
      .where('status', '!=', 'finished')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return [];
    ctx.log('match result recorded', { ...r });
    return [r.matchId];
  }
  const groups = new Map<string, { side: Side; source: string; ids: number[] }>();
  for (const r of results) {
    const m = r.match;
    if (!m) throw new Error('A batch of results needs each match');
    const side: Side =
      r.winner === null ? null : r.winner === Number(m.player1_id) ? 'player1_id' : 'player2_id';
    const key = `${side}/${r.source}`;
    const group = groups.get(key) ?? { side, source: r.source, ids: [] };
    group.ids.push(r.matchId);
    groups.set(key, group);
  }
  const done = await ctx.db.transaction().execute(async (tx) => {
    const ids: number[] = [];
    for (const { side, source, ids: matchIds } of groups.values()) {
      const rows = await tx
        .updateTable('tournament_matches')
        .set((eb) => ({
          winner_id: side === null ? null : eb.ref(side),
          status: 'finished',
          result_source: source,
          finished_at: at,
        }))
        .where('id', 'in', matchIds)
        .where('status', '!=', 'finished')
        .returning('id')
        .execute();
      for (const row of rows) ids.push(Number(row.id));
    }
    return ids;
  });
  if (done.length > 0) ctx.log('match results recorded', { matches: done.length });
  return done;
}

/**
 * Records one match result once: the match as it was, and whether this call recorded it. The
 * winner must be one of the players.
 */
export async function recordOne(
  ctx: EngineContext,
  matchId: number,
  winner: number | null,
  source: ResultSource,
): Promise<{ match: Match | undefined; recorded: boolean }> {
  const m = await ctx.db
    .selectFrom('tournament_matches')
    .selectAll()
    .where('id', '=', matchId)
    .executeTakeFirst();
  if (!m) return { match: undefined, recorded: false };
  if (winner !== null && winner !== Number(m.player1_id) && winner !== Number(m.player2_id))
    throw new Error('The winner must be one of the match\u2019s players');
  const done = await finishMatches(ctx, [{ matchId, winner, source }]);
  return { match: m, recorded: done.length === 1 };
}

/** The room server saw this player in the room (their presence settles no-shows). */
export async function recordPresence(
  ctx: EngineContext,
  matchId: number,
  subscriberId: number,
): Promise<void> {
  await ctx.db
    .insertInto('match_reports')
    .values({
      match_id: matchId,
      subscriber_id: subscriberId,
      kind: 'presence',
      result_flag: null,
      created_at: ctx.clock.now().toISOString(),
    })
    .onConflict((oc) => oc.columns(['match_id', 'subscriber_id', 'kind']).doNothing())
    .execute();
}

/** The match a player plays in a tournament with this Room ID (latest round first). */
export async function findPlayerMatch(db: DB, tournamentId: number, roomId: string, subscriberId: number) {
  return (
    db
      .selectFrom('tournament_matches as m')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .selectAll('m')
      .select(['t.game_name', 't.name as tournament_name'])
      .where('m.tournament_id', '=', tournamentId)
      // Room IDs are read case-insensitively ('pz-84ylav' is 'PZ-84YLAV').
      .where(sql<string>`upper(m.room_id)`, '=', roomId.trim().toUpperCase())
      .where((eb) => eb.or([eb('m.player1_id', '=', subscriberId), eb('m.player2_id', '=', subscriberId)]))
      .orderBy('m.round', 'desc')
      .executeTakeFirst()
  );
}
