import { apiClient } from '@portal/shared/api';
import type { ActiveDayData, DayDataResponse, SessionResponse } from '@portal/shared/types';

/** GET /v1/auth/session: resolves when the stored token is (or, refreshed, becomes) valid. */
export async function checkSession(): Promise<void> {
  const { data } = await apiClient.get<SessionResponse>('/v1/auth/session');
  if (!data.success) throw new Error('Session check failed');
}

/** GET /v1/user/day-data: the streak day and daily-task game the start-up flow stores. */
export async function fetchDayData(): Promise<ActiveDayData> {
  const { data } = await apiClient.get<DayDataResponse>('/v1/user/day-data');
  return data.data;
}
