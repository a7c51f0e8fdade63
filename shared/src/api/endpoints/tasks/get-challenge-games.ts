import { queryOptions } from '@portal/shared/query';
import type { ChallengeGamesResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/challenges/games. Failures become an ApiError with the server's message, else 'Failed to fetch daily games'. */
export async function getChallengeGames(): Promise<ChallengeGamesResponse> {
  return apiCall<ChallengeGamesResponse>({
    method: 'POST',
    path: '/v1/challenges/games',
    fallback: t('shared.api.dailyGames.failed'),
    successOr: t('shared.api.dailyGames.failed'),
  });
}

export const challengeGamesQueryKey = ['challenge-games'] as const;

export const challengeGamesQueryOptions = () =>
  queryOptions({ queryKey: challengeGamesQueryKey, queryFn: getChallengeGames });
