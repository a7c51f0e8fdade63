import type { MatchResultRequest, MatchResultResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { ApiError, bodyMessage } from '../../errors';
import { t } from '@portal/shared/i18n';

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
    fallback: t('shared.api.eslCheckin.failed'),
  });
  if (data?.data?.success !== true)
    throw new ApiError(bodyMessage({ data: data?.data }, t('shared.api.eslCheckin.failed')));
  return data;
}
