import { queryOptions } from '@portal/shared/query';
import type { HighlightGamesResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/**
 * GET /v1/youtube-videos/games. docs/product/access-and-start-up.md: an answer whose success is not true fails with its errors value or
 * 'Failed to fetch game highlights'; a failed call with the server's message or the screen fallback
 * 'Failed to load game highlights'. Screens show the ApiError's message as is.
 */
export async function getHighlightGames(): Promise<HighlightGamesResponse> {
  return apiCall<HighlightGamesResponse>({
    method: 'GET',
    path: '/v1/youtube-videos/games',
    fallback: t('shared.api.gameHighlights.failed'),
    successOr: t('shared.api.gameHighlights.fetchFailed'),
  });
}

export const highlightGamesQueryKey = ['highlight-games'] as const;

export const highlightGamesQueryOptions = () =>
  queryOptions({ queryKey: highlightGamesQueryKey, queryFn: getHighlightGames });
