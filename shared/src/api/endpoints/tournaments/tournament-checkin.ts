import type { CheckinResponse, TournamentCheckinRequest } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/**
 * POST /v1/tournament/entry/checkin: registers for a weekly tournament (pubg_id when UIDCheck is 1,
 * pubg_nick always, userEmail unless tourn_type is 'Credits'). data.already_submited tells a
 * second registration apart. Failures are ApiErrors with the server's message, else 'Failed to register for the tournament.'.
 */
export async function tournamentCheckin(input: TournamentCheckinRequest): Promise<CheckinResponse> {
  return apiCall<CheckinResponse>({
    method: 'POST',
    path: '/v1/tournament/entry/checkin',
    body: input,
    fallback: t('shared.api.tournamentCheckin.failed'),
  });
}
