import type { UpdateStreakResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/update-daily-streak. Failures become an ApiError with the server's message, else 'An error occurred. Please try again.'. */
export async function updateDailyStreak(): Promise<UpdateStreakResponse> {
  return apiCall<UpdateStreakResponse>({
    method: 'POST',
    path: '/v1/update-daily-streak',
    fallback: t('shared.api.tryAgain'),
  });
}
