import { queryOptions } from '@portal/shared/query';
import type { Tournament } from '@portal/contracts';
import { tournamentList, tournamentsRootKey } from './get-tournaments';

/** GET /v1/esl/tournaments/all: the ESL tournaments. */
export async function getEslTournaments(): Promise<Tournament[]> {
  return tournamentList('/v1/esl/tournaments/all');
}

export const eslTournamentsQueryKey = [...tournamentsRootKey, 'esl'] as const;

export const eslTournamentsQueryOptions = () =>
  queryOptions({ queryKey: eslTournamentsQueryKey, queryFn: getEslTournaments });
