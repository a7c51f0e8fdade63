import { queryOptions } from '@portal/shared/query';
import type { Tournament, TournamentViewRequest, TournamentViewResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { tournamentsRootKey } from './get-tournaments';

/** POST /v1/tournament/view: the tournament is data[0]; null when the answer holds none. */
export async function getTournament(input: TournamentViewRequest): Promise<Tournament | null> {
  const { data } = await apiClient.post<TournamentViewResponse>('/v1/tournament/view', input);
  return Array.isArray(data?.data) ? (data.data[0] ?? null) : null;
}

export const tournamentQueryKey = (id: number) => [...tournamentsRootKey, 'view', id] as const;

export const tournamentQueryOptions = (id: number) =>
  queryOptions({ queryKey: tournamentQueryKey(id), queryFn: () => getTournament({ id }) });
