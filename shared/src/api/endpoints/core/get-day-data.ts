import { apiClient } from '../../client';
import type { ActiveDayData, DayDataResponse } from '@portal/contracts';

/** GET /v1/user/day-data: the streak day and daily-task game stored at start-up. */
export async function getDayData(): Promise<ActiveDayData> {
  const { data } = await apiClient.get<DayDataResponse>('/v1/user/day-data');
  return data.data;
}
