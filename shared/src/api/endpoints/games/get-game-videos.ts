import { queryOptions } from '@portal/shared/query';
import type { GameVideosRequest, VideosResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/youtube-videos/game-videos. Failures become an ApiError with the server's message, else 'Failed to load game videos'. */
export async function getGameVideos(input: GameVideosRequest): Promise<VideosResponse> {
  try {
    const { data } = await apiClient.post<VideosResponse>('/v1/youtube-videos/game-videos', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to load game videos');
  }
}

export const gameVideosQueryKey = (input: GameVideosRequest) => ['game-videos', input] as const;

export const gameVideosQueryOptions = (input: GameVideosRequest) =>
  queryOptions({ queryKey: gameVideosQueryKey(input), queryFn: () => getGameVideos(input) });
