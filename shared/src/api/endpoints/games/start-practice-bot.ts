import type { PracticeBotResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/cannon-clash/practice-bot: the Room ID of a practice room where the bot waits. */
export async function startPracticeBot(): Promise<PracticeBotResponse> {
  return apiCall<PracticeBotResponse>({
    method: 'POST',
    path: '/v1/cannon-clash/practice-bot',
    fallback: t('shared.api.somethingWrong'),
  });
}

/** The routing state /cannon-clash needs for a practice match against the bot. */
export const practiceBotRoute = (roomId: string) => ({ roomId, tournamentId: null, startGame: true });
