import { queryOptions } from '@portal/shared/query';
import type { VideosResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/**
 * GET /v1/youtube-videos. docs/product/access-and-start-up.md: an answer whose success is not true fails with its errors value or
 * 'Failed to fetch highlights'; a failed call with the server's message or the screen fallback
 * 'Failed to load highlights'. Screens show the ApiError's message as is.
 */
export async function getHighlights(): Promise<VideosResponse> {
  return apiCall<VideosResponse>({
    method: 'GET',
    path: '/v1/youtube-videos',
    fallback: t('shared.api.highlights.failed'),
    successOr: t('shared.api.highlights.fetchFailed'),
  });
}

export const highlightsQueryKey = ['highlights'] as const;

export const highlightsQueryOptions = () =>
  queryOptions({ queryKey: highlightsQueryKey, queryFn: getHighlights });
