import type { MatchResultRequest, MatchResultResponse } from '@portal/shared/types';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/esl/tournament/match/result. Failures become an ApiError with the server's message, else 'Failed to check in to the tournament'. */
export async function submitMatchResult(input: MatchResultRequest): Promise<MatchResultResponse> {
  try {
    const { data } = await apiClient.post<MatchResultResponse>('/v1/esl/tournament/match/result', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to check in to the tournament');
  }
}
