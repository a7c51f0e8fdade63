import type { CheckinResponse, EslCheckinRequest } from '@portal/shared/types';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/esl/tournament/entry/checkin. Failures become an ApiError with the server's message, else 'Failed to check in to the tournament'. */
export async function eslTournamentCheckin(input: EslCheckinRequest): Promise<CheckinResponse> {
  try {
    const { data } = await apiClient.post<CheckinResponse>('/v1/esl/tournament/entry/checkin', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to check in to the tournament');
  }
}
