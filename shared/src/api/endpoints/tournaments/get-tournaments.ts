import { queryOptions } from '@portal/shared/query';
import type { Tournament, TournamentsResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { assertSuccess } from '../../errors';

/** Every tournament query key starts with this, so one invalidation refreshes lists and views. */
export const tournamentsRootKey = ['tournaments'] as const;

/** docs/product/tournaments.md: a list answer whose success is not true fails with its errors value or the default. */
export function tournamentList(data: TournamentsResponse | undefined): Tournament[] {
  const answer = assertSuccess(data, 'Failed to fetch tournaments');
  return Array.isArray(answer.data) ? answer.data : [];
}

/** GET /v1/tournaments/all: the weekly tournaments (entries: the caller's own entry). */
export async function getTournaments(): Promise<Tournament[]> {
  const { data } = await apiClient.get<TournamentsResponse>('/v1/tournaments/all');
  return tournamentList(data);
}

export const tournamentsQueryKey = [...tournamentsRootKey, 'weekly'] as const;

export const tournamentsQueryOptions = () =>
  queryOptions({ queryKey: tournamentsQueryKey, queryFn: getTournaments });
