import { apiClient } from '../../client';
import type { ActiveDayData, SelectGameResponse } from '@portal/contracts';

/** POST /v1/user/game: the game chosen in 'SELECT YOUR GAME' for the daily task. */
export async function selectGame(gameId: number): Promise<ActiveDayData> {
  const { data } = await apiClient.post<SelectGameResponse>('/v1/user/game', { gameId });
  return data.data;
}
