import type { MatchOutcome } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Match } from './engine.ts';

/**
 * What a finished match means for one of its players, for the end-of-match message: the loser is
 * out; the winner of a round's only match (the final) is the champion and gets the prize; any
 * other winner plays the next round, at its drawn time or, before the draw, the engine's rule.
 * Matches an operator made outside the bracket (no slot) have no known next step: undefined.
 */
export async function matchOutcome(
  app: FastifyInstance,
  m: Match,
  subscriberId: number,
): Promise<MatchOutcome | undefined> {
  if (m.slot === null) return undefined;
  if (Number(m.winner_id) !== subscriberId) return { stage: 'eliminated' };
  const t = await app.db
    .selectFrom('tournaments')
    .selectAll()
    .where('id', '=', m.tournament_id)
    .executeTakeFirstOrThrow();
  const round = Number(m.round);
  const inRound = await app.db
    .selectFrom('tournament_matches')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tournament_id', '=', m.tournament_id)
    .where('round', '=', round)
    .executeTakeFirstOrThrow();
  if (Number(inRound.n) === 1) return { stage: 'champion', tournamentName: t.name, prize: Number(t.prize) };
  const next = await app.db
    .selectFrom('tournament_matches')
    .select('scheduled_at')
    .where('tournament_id', '=', m.tournament_id)
    .where('round', '=', round + 1)
    .where((eb) => eb.or([eb('player1_id', '=', subscriberId), eb('player2_id', '=', subscriberId)]))
    .executeTakeFirst();
  const at =
    next?.scheduled_at ?? (t.time_start ? new Date(app.engine.nextRoundAt(t, round)).toISOString() : null);
  return { stage: 'next-round', round: round + 1, at };
}
