import type { MatchCheckinRequest, MatchCheckinResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/**
 * POST /v1/esl/tournament/match/checkin: the Room ID of the caller's current match. The game may
 * start when success and start_game are both true; a wrong Room ID fails with the server's message.
 */
export async function matchCheckin(input: MatchCheckinRequest): Promise<MatchCheckinResponse> {
  return apiCall<MatchCheckinResponse>({
    method: 'POST',
    path: '/v1/esl/tournament/match/checkin',
    body: input,
    fallback: t('shared.api.somethingWrong'),
  });
}
