import { apiCall } from '../../api-call';
import type { ActiveDayData, SelectGameResponse } from '@portal/contracts';
import { t } from '@portal/shared/i18n';

/** POST /v1/user/game: the game chosen in 'SELECT YOUR GAME' for the daily task. */
export async function selectGame(gameId: number): Promise<ActiveDayData> {
  const answer = await apiCall<SelectGameResponse>({
    method: 'POST',
    path: '/v1/user/game',
    body: { gameId },
    fallback: t('shared.api.somethingWrong'),
  });
  return answer.data;
}
