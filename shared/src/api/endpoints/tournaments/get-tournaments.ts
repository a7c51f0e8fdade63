import { queryOptions } from '@portal/shared/query';
import type { Tournament, TournamentsResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** Every tournament query key starts with this, so one invalidation refreshes lists and views. */
export const tournamentsRootKey = ['tournaments'] as const;

/**
 * docs/product/tournaments.md: a list answer whose success is not true fails with its errors value or
 * 'Failed to fetch tournaments'; a failed call with the server's message or 'Failed to load tournaments'.
 */
export async function tournamentList(path: string): Promise<Tournament[]> {
  const answer = await apiCall<TournamentsResponse>({
    method: 'GET',
    path,
    fallback: t('shared.api.tournaments.failed'),
    successOr: t('shared.api.tournaments.fetchFailed'),
  });
  return Array.isArray(answer.data) ? answer.data : [];
}

/** GET /v1/tournaments/all: the weekly tournaments (entries: the caller's own entry). */
export async function getTournaments(): Promise<Tournament[]> {
  return tournamentList('/v1/tournaments/all');
}

export const tournamentsQueryKey = [...tournamentsRootKey, 'weekly'] as const;

export const tournamentsQueryOptions = () =>
  queryOptions({ queryKey: tournamentsQueryKey, queryFn: getTournaments });
