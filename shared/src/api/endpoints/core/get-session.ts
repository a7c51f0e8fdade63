import { apiClient } from '../../client';
import type { SessionData, SessionResponse } from '@portal/contracts';

/** GET /v1/auth/session: the session check of the start-up flow. */
export async function getSession(): Promise<SessionData> {
  const { data } = await apiClient.get<SessionResponse>('/v1/auth/session');
  return data.data;
}
