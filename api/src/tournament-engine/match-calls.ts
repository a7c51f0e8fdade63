import type { MatchCheckinResponse, MatchOutcome, MatchResultResponse, ResultFlag } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { tournamentTime } from '../lib/day.ts';
import { MESSAGES, badRequest, HttpError, said, withValues, type Message } from '../lib/errors.ts';
import { isCannonClash } from './engine.ts';
import { matchOutcome } from './match-outcome.ts';

// The two player calls that touch a match (docs/product/tournaments.md), on top of the engine.

export const MATCH_MESSAGES = {
  accepted: 'Room ID accepted. Starting the game...',
  invalidRoom: MESSAGES.ROOM_ID_INVALID.message,
  finished: MESSAGES.MATCH_FINISHED.message,
  notInMatch: MESSAGES.NOT_IN_MATCH.message,
  noResult: MESSAGES.NO_RESULT_YET.message,
  contrary: MESSAGES.REPORT_CONTRARY.message,
  twice: MESSAGES.RESULT_TWICE.message,
} as const;

export const roomNotOpenYet = (time: string) => withValues(MESSAGES.ROOM_NOT_OPEN_YET, { time });

const refuse = (entry: Message) => new HttpError(400, entry, { start_game: false });

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
  if (!room) throw badRequest(MESSAGES.ROOM_ID_REQUIRED, { start_game: false });
  const match = await app.engine.findPlayerMatch(tournamentId, room, userId);
  if (!match) throw refuse(MESSAGES.ROOM_ID_INVALID);
  if (match.status === 'finished') throw refuse(MESSAGES.MATCH_FINISHED);
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
  return { success: true, ...said(MESSAGES.OK_ROOM_ACCEPTED), start_game: true };
}

const answer = (refusal: Message | null, outcome?: MatchOutcome): MatchResultResponse => ({
  success: true,
  data: {
    success: refusal === null,
    errors: refusal?.message ?? null,
    ...(refusal ? { code: refusal.code } : {}),
    ...(outcome ? { outcome } : {}),
  },
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
  if (!room) throw badRequest(MESSAGES.ROOM_ID_REQUIRED);
  const match = await app.engine.findPlayerMatch(tournamentId, room, userId);
  if (!match) return answer(MESSAGES.NOT_IN_MATCH);
  const decided = match.status === 'finished';
  if (decided) {
    const actual = Number(match.winner_id) === userId ? 'winner' : 'loser';
    if (flag !== actual) return answer(MESSAGES.REPORT_CONTRARY);
  } else if (isCannonClash(match)) {
    return answer(MESSAGES.NO_RESULT_YET);
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
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return answer(MESSAGES.RESULT_TWICE);
  // Only a decided match has an outcome to tell (an external game's claim waits for its deadline).
  return answer(null, decided ? await matchOutcome(app, match, userId) : undefined);
}
