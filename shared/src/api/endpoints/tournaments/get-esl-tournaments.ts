import { queryOptions } from '@portal/shared/query';
import type { Tournament, TournamentsResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { tournamentList, tournamentsRootKey } from './get-tournaments';

/** GET /v1/esl/tournaments/all: the ESL tournaments. */
export async function getEslTournaments(): Promise<Tournament[]> {
  const { data } = await apiClient.get<TournamentsResponse>('/v1/esl/tournaments/all');
  return tournamentList(data);
}

export const eslTournamentsQueryKey = [...tournamentsRootKey, 'esl'] as const;

export const eslTournamentsQueryOptions = () =>
  queryOptions({ queryKey: eslTournamentsQueryKey, queryFn: getEslTournaments });
