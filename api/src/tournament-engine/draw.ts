import type { Insertable } from 'kysely';
import type { TournamentMatchesTable } from '../db/schema.ts';
import { pairRound } from './bracket.ts';
import { isCannonClash, newRoomId, type EngineContext, type Tournament } from './common.ts';
import { Batcher, turn } from './slices.ts';

type MatchRow = Insertable<TournamentMatchesTable>;

/**
 * The rows of a round: its matches in slot order, then the third-place match, then the bye. The
 * pairing is computed at once (cheap); a row (with its Room ID) is made only when its batch is
 * written, so a round of 25,000 matches is never built in one piece.
 */
function roundRows(
  t: Tournament,
  round: number,
  players: readonly number[],
  hadBye: ReadonlySet<number>,
  thirdPlace: [number, number] | null,
  scheduled: string,
  at: string,
): { count: number; row: (index: number) => MatchRow } {
  const { pairs, bye } = pairRound(players, hadBye);
  const cannon = isCannonClash(t);
  // The third-place match is played beside the final, after it in the round's slots.
  const matches = thirdPlace ? pairs.length + 1 : pairs.length;
  const row = (i: number): MatchRow => {
    if (i >= matches)
      return {
        tournament_id: t.id,
        round,
        slot: i + 1,
        player1_id: bye as number,
        player2_id: null,
        room_id: null,
        room_password: null,
        scheduled_at: scheduled,
        winner_id: bye,
        status: 'finished',
        result_source: 'bye',
        finished_at: at,
        created_at: at,
      };
    const [a, b] = i < pairs.length ? (pairs[i] as [number, number]) : (thirdPlace as [number, number]);
    return {
      tournament_id: t.id,
      round,
      slot: i + 1,
      player1_id: a,
      player2_id: b,
      room_id: cannon ? newRoomId() : null,
      room_password: null,
      scheduled_at: scheduled,
      winner_id: null,
      status: 'scheduled',
      created_at: at,
      kind: i < pairs.length ? null : 'third-place',
    };
  };
  return { count: matches + (bye === null ? 0 : 1), row };
}

/**
 * Draws a round: its matches are written in multi-row inserts sized to a few milliseconds each
 * (a turn for the event loop whenever the slice's budget is used), then the round is claimed with one conditional update. The pairing
 * follows from the database alone (the survivors, their seeds, who had a bye), so a second draw of
 * the same round (a retry after a crash between batches, a second instance) writes the same slots,
 * which the unique (tournament, round, slot) index keeps once; only one claim succeeds.
 */
export async function drawRound(
  ctx: EngineContext,
  t: Tournament,
  round: number,
  players: readonly number[],
  scheduledAt: number,
  hadBye: ReadonlySet<number>,
  thirdPlace: [number, number] | null = null,
): Promise<boolean> {
  const at = ctx.clock.now().toISOString();
  const rows = roundRows(t, round, players, hadBye, thirdPlace, new Date(scheduledAt).toISOString(), at);
  const batcher = new Batcher();
  for (let i = 0; i < rows.count;) {
    const n = Math.min(batcher.rows(), rows.count - i);
    await batcher.measure(n, () =>
      ctx.db
        .insertInto('tournament_matches')
        .values(Array.from({ length: n }, (_, k) => rows.row(i + k)))
        .onConflict((oc) => oc.columns(['tournament_id', 'round', 'slot']).doNothing())
        .execute(),
    );
    i += n;
    await turn();
  }
  const claimed = await ctx.db
    .updateTable('tournaments')
    .set(round === 1 ? { engine_state: 'drawn', engine_round: 1 } : { engine_round: round })
    .where('id', '=', t.id)
    .where((eb) =>
      round === 1
        ? eb('engine_state', 'is', null)
        : eb.and([eb('engine_state', '=', 'running'), eb('engine_round', '=', round - 1)]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1)
    ctx.log('tournament round drawn', { tournamentId: t.id, round, matches: rows.count });
  return true;
}
