import { apiCall } from '../../api-call';
import type { ActiveDayData, DayDataResponse } from '@portal/contracts';
import { t } from '@portal/shared/i18n';

/** GET /v1/user/day-data: the streak day and daily-task game stored at start-up. */
export async function getDayData(): Promise<ActiveDayData> {
  const answer = await apiCall<DayDataResponse>({
    method: 'GET',
    path: '/v1/user/day-data',
    fallback: t('shared.api.streak.failed'),
  });
  return answer.data;
}
