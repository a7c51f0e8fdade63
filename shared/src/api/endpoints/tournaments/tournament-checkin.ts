import type { CheckinResponse, TournamentCheckinRequest } from '@portal/shared/types';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/tournament/entry/checkin. Failures become an ApiError with the server's message, else 'Failed to register for the tournament.'. */
export async function tournamentCheckin(input: TournamentCheckinRequest): Promise<CheckinResponse> {
  try {
    const { data } = await apiClient.post<CheckinResponse>('/v1/tournament/entry/checkin', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to register for the tournament.');
  }
}
