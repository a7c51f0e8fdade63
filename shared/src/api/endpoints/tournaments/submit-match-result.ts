import type { MatchResultRequest, MatchResultResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { ApiError } from '../../errors';

export const MATCH_RESULT_FALLBACK = 'Failed to check in to the tournament';

/**
 * POST /v1/esl/tournament/match/result: the player's report at the end of a Cannon Clash match.
 * docs/product/tournaments.md: a failure's message is the server's errors value or MATCH_RESULT_FALLBACK (the
 * Cannon Clash page only logs it). An answer with data.success false (a second report) fails too.
 */
export async function submitMatchResult(input: MatchResultRequest): Promise<MatchResultResponse> {
  const data = await apiCall<MatchResultResponse>({
    method: 'POST',
    path: '/v1/esl/tournament/match/result',
    body: input,
    fallback: MATCH_RESULT_FALLBACK,
  });
  if (data?.data?.success !== true) {
    const errors = data?.data?.errors;
    throw new ApiError(typeof errors === 'string' && errors.trim() ? errors : MATCH_RESULT_FALLBACK);
  }
  return data;
}
