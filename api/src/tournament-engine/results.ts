import { sql, type QueryCreator } from 'kysely';
import type { Database, DB } from '../db/schema.ts';
import type { EngineContext, Match, ResultSource } from './common.ts';
import { inTransaction } from '../db/transaction.ts';

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
  const done = await inTransaction(ctx.db, async (tx) => {
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

export interface Recorded {
  /** The match as recorded, or as it was when this call recorded nothing (undefined: no match). */
  match: Match | undefined;
  recorded: boolean;
  /** Whether the match's round still has another open bracket match (asked with `look`). */
  roundOpen: boolean;
}

/**
 * Records one match result once. The winner must be one of the players. The usual case is one
 * conditional update that checks the winner against the row and returns it; only an update that
 * changed nothing reads the match, to tell a finished match (false) from a missing one or a winner
 * who is not a player (an error). With `look`, it also tells whether the round still has another
 * open match: on PostgreSQL in the same statement (the update in a WITH, the look beside it), on
 * SQLite, where a statement costs no round trip, as a second one. On PostgreSQL two last results
 * of a round recorded at the same instant may each see the other's match still open (each
 * statement reads from its own start); the round then closes at the next tick, as it does when
 * another instance holds the lease.
 */
export async function recordOne(
  ctx: EngineContext,
  matchId: number,
  winner: number | null,
  source: ResultSource,
  look = false,
): Promise<Recorded> {
  const at = ctx.clock.now().toISOString();
  const update = (db: QueryCreator<Database>) =>
    db
      .updateTable('tournament_matches')
      .set({ winner_id: winner, status: 'finished', result_source: source, finished_at: at })
      .where('id', '=', matchId)
      .where('status', '!=', 'finished')
      .$if(winner !== null, (qb) =>
        qb.where((eb) => eb.or([eb('player1_id', '=', winner), eb('player2_id', '=', winner)])),
      )
      .returningAll();
  let updated: Match | undefined;
  let roundOpen = false;
  if (look && ctx.dialect === 'postgres') {
    const row = await ctx.db
      .with('done', (db) => update(db))
      .selectFrom('done')
      .selectAll('done')
      .select((eb) =>
        eb
          .exists(
            // The statement's snapshot still shows this match open: it is left out by id.
            eb
              .selectFrom('tournament_matches as o')
              .select('o.id')
              .where('o.status', 'in', ['scheduled', 'playing'])
              .where('o.slot', 'is not', null)
              .whereRef('o.tournament_id', '=', 'done.tournament_id')
              .whereRef('o.round', '=', 'done.round')
              .whereRef('o.id', '!=', 'done.id'),
          )
          .as('round_open'),
      )
      .executeTakeFirst();
    if (row) {
      const { round_open, ...match } = row;
      updated = match;
      roundOpen = Boolean(round_open);
    }
  } else {
    updated = await update(ctx.db).executeTakeFirst();
    if (updated && look) roundOpen = await roundStillOpen(ctx, updated);
  }
  if (updated) {
    ctx.log('match result recorded', { matchId, winner, source });
    return { match: updated, recorded: true, roundOpen };
  }
  const m = await ctx.db
    .selectFrom('tournament_matches')
    .selectAll()
    .where('id', '=', matchId)
    .executeTakeFirst();
  if (!m) return { match: undefined, recorded: false, roundOpen: false };
  if (winner !== null && winner !== Number(m.player1_id) && winner !== Number(m.player2_id))
    throw new Error('The winner must be one of the match\u2019s players');
  return { match: m, recorded: false, roundOpen: false };
}

/**
 * True while the match's round has another open bracket match: then a result cannot close the
 * round, and the tournament has nothing to do that its next tick would not do. One indexed look,
 * the same as the engine's own round check.
 */
export async function roundStillOpen(ctx: EngineContext, m: Match): Promise<boolean> {
  const open = await ctx.db
    .selectFrom('tournament_matches')
    .select('id')
    .where('tournament_id', '=', m.tournament_id)
    .where('status', 'in', ['scheduled', 'playing'])
    .where('round', '=', m.round)
    // Unary plus keeps SQLite's planner on the open-match index (not the slot index).
    .where(sql`+slot`, 'is not', null)
    .where('id', '!=', m.id)
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
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

/**
 * The player left the room before the match began (the seat is free again): their presence goes,
 * so the deadline settles the match for whoever stayed, not by seed for one who joined and left.
 * Joining again records it again.
 */
export async function withdrawPresence(
  ctx: EngineContext,
  matchId: number,
  subscriberId: number,
): Promise<void> {
  await ctx.db
    .deleteFrom('match_reports')
    .where('match_id', '=', matchId)
    .where('subscriber_id', '=', subscriberId)
    .where('kind', '=', 'presence')
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
