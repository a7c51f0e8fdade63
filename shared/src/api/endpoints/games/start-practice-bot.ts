import type { PracticeBotResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/cannon-clash/practice-bot: the Room ID of a practice room where the bot waits. */
export async function startPracticeBot(): Promise<PracticeBotResponse> {
  try {
    const { data } = await apiClient.post<PracticeBotResponse>('/v1/cannon-clash/practice-bot');
    return data;
  } catch (error) {
    throw toApiError(error, 'Something went wrong.');
  }
}

/** The routing state /cannon-clash needs for a practice match against the bot. */
export const practiceBotRoute = (roomId: string) => ({ roomId, tournamentId: null, startGame: true });
