import type { CheckinResponse, EslCheckinRequest } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/esl/tournament/entry/checkin: joins an ESL tournament once (data.already_submited after that). */
export async function eslTournamentCheckin(input: EslCheckinRequest): Promise<CheckinResponse> {
  return apiCall<CheckinResponse>({
    method: 'POST',
    path: '/v1/esl/tournament/entry/checkin',
    body: input,
    fallback: t('shared.api.eslCheckin.failed'),
  });
}
