import { queryOptions } from '@tanstack/react-query';
import type { HighlightGamesResponse } from '@portal/shared/types';
import { apiClient } from '../../client';
import { ApiError, toApiError } from '../../errors';

/** GET /v1/youtube-videos/games. Failures become an ApiError with the server's message, else 'Failed to fetch game highlights'. */
export async function getHighlightGames(): Promise<HighlightGamesResponse> {
  try {
    const { data } = await apiClient.get<HighlightGamesResponse>('/v1/youtube-videos/games');
    // Spec section 8: when success is not true the error is the errors value or the default.
    if (data?.success !== true) {
      const errors = (data as { errors?: unknown } | undefined)?.errors;
      throw new ApiError(typeof errors === 'string' && errors ? errors : 'Failed to fetch game highlights', {
        body: data,
      });
    }
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to fetch game highlights');
  }
}

export const highlightGamesQueryKey = ['highlight-games'] as const;

export const highlightGamesQueryOptions = () =>
  queryOptions({ queryKey: highlightGamesQueryKey, queryFn: getHighlightGames });
