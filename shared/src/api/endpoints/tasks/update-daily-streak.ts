import type { UpdateStreakResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/update-daily-streak. Failures become an ApiError with the server's message, else 'An error occurred. Please try again.'. */
export async function updateDailyStreak(): Promise<UpdateStreakResponse> {
  try {
    const { data } = await apiClient.post<UpdateStreakResponse>('/v1/update-daily-streak');
    return data;
  } catch (error) {
    throw toApiError(error, 'An error occurred. Please try again.');
  }
}
