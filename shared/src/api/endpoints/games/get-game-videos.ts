import { queryOptions } from '@portal/shared/query';
import type { GameVideosRequest, VideosResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/youtube-videos/game-videos. Failures become an ApiError with the server's message, else 'Failed to load game videos'. */
export async function getGameVideos(input: GameVideosRequest): Promise<VideosResponse> {
  return apiCall<VideosResponse>({
    method: 'POST',
    path: '/v1/youtube-videos/game-videos',
    body: input,
    fallback: t('shared.api.gameVideos.failed'),
  });
}

export const gameVideosQueryKey = (input: GameVideosRequest) => ['game-videos', input] as const;

export const gameVideosQueryOptions = (input: GameVideosRequest) =>
  queryOptions({ queryKey: gameVideosQueryKey(input), queryFn: () => getGameVideos(input) });
