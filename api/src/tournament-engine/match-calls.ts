import type { MatchCheckinResponse, MatchOutcome, MatchResultResponse, ResultFlag } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { tournamentTime } from '../lib/day.ts';
import { badRequest, HttpError } from '../lib/errors.ts';
import { isCannonClash } from './engine.ts';
import { matchOutcome } from './match-outcome.ts';

// The two player calls that touch a match (docs/product/tournaments.md), on top of the engine.

export const MATCH_MESSAGES = {
  accepted: 'Room ID accepted. Starting the game...',
  invalidRoom: 'Invalid Room ID for this tournament.',
  finished: 'This match has already finished.',
  notInMatch: 'You are not a player in this match.',
  noResult: 'No result has been recorded for this match yet.',
  contrary: 'This report does not match the recorded result.',
  twice: 'Result already reported',
} as const;

export const roomNotOpenYet = (when: string) => `Your match is at ${when}. The room is not open yet.`;

const refuse = (message: string) => new HttpError(400, message, { start_game: false });

/**
 * POST /v1/esl/tournament/match/checkin: the player's Room ID for their current match. Accepted
 * from the match SMS time until the match has a result; recorded as the player's check-in (an
 * external game's presence for the no-show rule).
 */
export async function matchCheckin(
  app: FastifyInstance,
  userId: number,
  tournamentId: number,
  roomId: string,
): Promise<MatchCheckinResponse> {
  const room = roomId.trim();
  if (!room) throw badRequest('Room ID is required', { start_game: false });
  const match = await app.engine.findPlayerMatch(tournamentId, room, userId);
  if (!match) throw refuse(MATCH_MESSAGES.invalidRoom);
  if (match.status === 'finished') throw refuse(MATCH_MESSAGES.finished);
  if (app.clock.now().getTime() < app.engine.roomOpensAt(match, match))
    throw refuse(roomNotOpenYet(tournamentTime(match.scheduled_at, app.config.timeZone)));
  await app.db
    .insertInto('match_reports')
    .values({
      match_id: match.id,
      subscriber_id: userId,
      kind: 'checkin',
      result_flag: null,
      created_at: app.nowIso(),
    })
    .onConflict((oc) => oc.columns(['match_id', 'subscriber_id', 'kind']).doNothing())
    .execute();
  return { success: true, message: MATCH_MESSAGES.accepted, start_game: true };
}

const answer = (errors: string | null, outcome?: MatchOutcome): MatchResultResponse => ({
  success: true,
  data: { success: errors === null, errors, ...(outcome ? { outcome } : {}) },
});

/**
 * POST /v1/esl/tournament/match/result: a player's own report. The winner is never taken from it:
 * for Cannon Clash it is accepted only when it agrees with what the room server recorded; for
 * external games it is kept as a claim that settles the match at its deadline only when both
 * players' reports agree (an operator's result wins over it). Refusals answer data.success false.
 */
export async function matchResult(
  app: FastifyInstance,
  userId: number,
  tournamentId: number,
  roomId: string,
  flag: ResultFlag,
): Promise<MatchResultResponse> {
  const room = roomId.trim();
  if (!room) throw badRequest('Room ID is required');
  const match = await app.engine.findPlayerMatch(tournamentId, room, userId);
  if (!match) return answer(MATCH_MESSAGES.notInMatch);
  const decided = match.status === 'finished';
  if (decided) {
    const actual = Number(match.winner_id) === userId ? 'winner' : 'loser';
    if (flag !== actual) return answer(MATCH_MESSAGES.contrary);
  } else if (isCannonClash(match)) {
    return answer(MATCH_MESSAGES.noResult);
  }
  const inserted = await app.db
    .insertInto('match_reports')
    .values({
      match_id: match.id,
      subscriber_id: userId,
      kind: 'result',
      result_flag: flag,
      created_at: app.nowIso(),
    })
    .onConflict((oc) => oc.columns(['match_id', 'subscriber_id', 'kind']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return answer(MATCH_MESSAGES.twice);
  // Only a decided match has an outcome to tell (an external game's claim waits for its deadline).
  return answer(null, decided ? await matchOutcome(app, match, userId) : undefined);
}
