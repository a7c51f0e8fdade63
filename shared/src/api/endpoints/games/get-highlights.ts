import { queryOptions } from '@tanstack/react-query';
import type { VideosResponse } from '@portal/shared/types';
import { apiClient } from '../../client';
import { ApiError, toApiError } from '../../errors';

/** GET /v1/youtube-videos. Failures become an ApiError with the server's message, else 'Failed to fetch highlights'. */
export async function getHighlights(): Promise<VideosResponse> {
  try {
    const { data } = await apiClient.get<VideosResponse>('/v1/youtube-videos');
    // Spec section 8: when success is not true the error is the errors value or the default.
    if (data?.success !== true) {
      const errors = (data as { errors?: unknown } | undefined)?.errors;
      throw new ApiError(typeof errors === 'string' && errors ? errors : 'Failed to fetch highlights', {
        body: data,
      });
    }
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to fetch highlights');
  }
}

export const highlightsQueryKey = ['highlights'] as const;

export const highlightsQueryOptions = () =>
  queryOptions({ queryKey: highlightsQueryKey, queryFn: getHighlights });
