import { apiCall } from '../../api-call';
import type { SessionData, SessionResponse } from '@portal/contracts';

/** GET /v1/auth/session: the session check of the start-up flow. */
export async function getSession(): Promise<SessionData> {
  const answer = await apiCall<SessionResponse>({
    method: 'GET',
    path: '/v1/auth/session',
    fallback: 'Your session could not be checked.',
  });
  return answer.data;
}
