import { queryOptions } from '@portal/shared/query';
import type { GameChallengesRequest, GameChallengesResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/challenges/game/all. Failures become an ApiError with the server's message, else 'Failed to load challenges for this game. Please try again later.'. */
export async function getGameChallenges(input: GameChallengesRequest): Promise<GameChallengesResponse> {
  return apiCall<GameChallengesResponse>({
    method: 'POST',
    path: '/v1/challenges/game/all',
    body: input,
    fallback: t('shared.api.gameChallenges.failed'),
  });
}

export const gameChallengesQueryKey = (input: GameChallengesRequest) => ['game-challenges', input] as const;

export const gameChallengesQueryOptions = (input: GameChallengesRequest) =>
  queryOptions({ queryKey: gameChallengesQueryKey(input), queryFn: () => getGameChallenges(input) });
