import type { MatchOutcome } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Match } from './engine.ts';
import { currencyOf } from './prizes.ts';

/**
 * What a finished match means for one of its players, for the end-of-match message. The final's
 * winner is the champion and its loser 2nd; the third-place match's winner is 3rd (each with the
 * place's prize in its currency); any other loser is out; any other winner plays the next round, at
 * its drawn time or, before the draw, the engine's rule. Matches an operator made outside the
 * bracket (no slot) have no known next step: undefined.
 */
export async function matchOutcome(
  app: FastifyInstance,
  m: Match,
  subscriberId: number,
): Promise<MatchOutcome | undefined> {
  if (m.slot === null) return undefined;
  const won = Number(m.winner_id) === subscriberId;
  const round = Number(m.round);
  const bracket = await app.db
    .selectFrom('tournament_matches')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tournament_id', '=', m.tournament_id)
    .where('round', '=', round)
    .where((eb) => eb.or([eb('kind', 'is', null), eb('kind', '!=', 'third-place')]))
    .executeTakeFirstOrThrow();
  const thirdPlace = m.kind === 'third-place';
  const final = !thirdPlace && Number(bracket.n) === 1;
  if (!won && !final) return { stage: 'eliminated' };
  const t = await app.db
    .selectFrom('tournaments')
    .selectAll()
    .where('id', '=', m.tournament_id)
    .executeTakeFirstOrThrow();
  const currency = currencyOf(t);
  if (final && won) return { stage: 'champion', tournamentName: t.name, prize: Number(t.prize), currency };
  if (final)
    return { stage: 'placed', place: 2, tournamentName: t.name, prize: Number(t.second_prize), currency };
  if (thirdPlace)
    return { stage: 'placed', place: 3, tournamentName: t.name, prize: Number(t.third_prize), currency };
  const next = await app.db
    .selectFrom('tournament_matches')
    .select('scheduled_at')
    .where('tournament_id', '=', m.tournament_id)
    .where('round', '=', round + 1)
    .where((eb) => eb.or([eb('player1_id', '=', subscriberId), eb('player2_id', '=', subscriberId)]))
    .executeTakeFirst();
  const at =
    next?.scheduled_at ?? (t.time_start ? new Date(app.engine.nextRoundAt(t, round)).toISOString() : null);
  return { stage: 'next-round', round: round + 1, at, timeZone: app.config.timeZone };
}
