import type { Insertable } from 'kysely';
import type { TournamentMatchesTable } from '../db/schema.ts';
import { pairRound } from './bracket.ts';
import { CHUNK, isCannonClash, newRoomId, pause, type EngineContext, type Tournament } from './common.ts';

type MatchRow = Insertable<TournamentMatchesTable>;

/** The rows of a round: its matches in slot order, then the third-place match, then the bye. */
function roundRows(
  t: Tournament,
  round: number,
  players: readonly number[],
  hadBye: ReadonlySet<number>,
  thirdPlace: [number, number] | null,
  scheduled: string,
  at: string,
): MatchRow[] {
  const { pairs, bye } = pairRound(players, hadBye);
  const cannon = isCannonClash(t);
  const all: { pair: [number, number]; kind: string | null }[] = pairs.map((pair) => ({ pair, kind: null }));
  // The third-place match is played beside the final, after it in the round's slots.
  if (thirdPlace) all.push({ pair: thirdPlace, kind: 'third-place' });
  const rows: MatchRow[] = all.map(({ pair: [a, b], kind }, i) => ({
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
    kind,
  }));
  if (bye !== null)
    rows.push({
      tournament_id: t.id,
      round,
      slot: rows.length + 1,
      player1_id: bye,
      player2_id: null,
      room_id: null,
      room_password: null,
      scheduled_at: scheduled,
      winner_id: bye,
      status: 'finished',
      result_source: 'bye',
      finished_at: at,
      created_at: at,
    });
  return rows;
}

/**
 * Draws a round: its matches are written in chunks (one short transaction each, a turn for the
 * event loop between them), then the round is claimed with one conditional update. The pairing
 * follows from the database alone (the survivors, their seeds, who had a bye), so a second draw of
 * the same round (a retry after a crash between chunks, a second instance) writes the same slots,
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
  for (let i = 0; i < rows.length; i += CHUNK) {
    await ctx.db
      .insertInto('tournament_matches')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['tournament_id', 'round', 'slot']).doNothing())
      .execute();
    await pause();
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
    ctx.log('tournament round drawn', { tournamentId: t.id, round, matches: rows.length });
  return true;
}
