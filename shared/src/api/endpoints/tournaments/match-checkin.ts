import type { MatchCheckinRequest, MatchCheckinResponse } from '@portal/shared/types';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/esl/tournament/match/checkin. Failures become an ApiError with the server's message, else 'Something went wrong.'. */
export async function matchCheckin(input: MatchCheckinRequest): Promise<MatchCheckinResponse> {
  try {
    const { data } = await apiClient.post<MatchCheckinResponse>('/v1/esl/tournament/match/checkin', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Something went wrong.');
  }
}
