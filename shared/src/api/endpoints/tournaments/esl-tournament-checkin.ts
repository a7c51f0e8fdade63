import type { CheckinResponse, EslCheckinRequest } from '@portal/contracts';
import { apiClient } from '../../client';

/** POST /v1/esl/tournament/entry/checkin: joins an ESL tournament once (data.already_submited after that). */
export async function eslTournamentCheckin(input: EslCheckinRequest): Promise<CheckinResponse> {
  const { data } = await apiClient.post<CheckinResponse>('/v1/esl/tournament/entry/checkin', input);
  return data;
}
