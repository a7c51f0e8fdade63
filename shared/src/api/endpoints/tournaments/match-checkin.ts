import type { MatchCheckinRequest, MatchCheckinResponse } from '@portal/contracts';
import { apiClient } from '../../client';

/**
 * POST /v1/esl/tournament/match/checkin: the Room ID of the caller's current match. The game may
 * start when success and start_game are both true; a wrong Room ID fails with the server's message.
 */
export async function matchCheckin(input: MatchCheckinRequest): Promise<MatchCheckinResponse> {
  const { data } = await apiClient.post<MatchCheckinResponse>('/v1/esl/tournament/match/checkin', input);
  return data;
}
