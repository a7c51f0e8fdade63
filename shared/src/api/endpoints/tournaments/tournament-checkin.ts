import type { CheckinResponse, TournamentCheckinRequest } from '@portal/contracts';
import { apiClient } from '../../client';

/**
 * POST /v1/tournament/entry/checkin: registers for a weekly tournament (pubg_id when UIDCheck is 1,
 * pubg_nick always, userEmail unless tourn_type is 'Credits'). data.already_submited tells a
 * second registration apart. Failures reach the screen as thrown; it applies the spec's fallback.
 */
export async function tournamentCheckin(input: TournamentCheckinRequest): Promise<CheckinResponse> {
  const { data } = await apiClient.post<CheckinResponse>('/v1/tournament/entry/checkin', input);
  return data;
}
