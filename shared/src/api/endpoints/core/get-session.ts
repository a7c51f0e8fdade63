import { apiCall } from '../../api-call';
import type { SessionData, SessionResponse } from '@portal/contracts';
import { t } from '@portal/shared/i18n';

/** GET /v1/auth/session: the session check of the start-up flow. */
export async function getSession(): Promise<SessionData> {
  const answer = await apiCall<SessionResponse>({
    method: 'GET',
    path: '/v1/auth/session',
    fallback: t('shared.api.session.failed'),
  });
  return answer.data;
}
