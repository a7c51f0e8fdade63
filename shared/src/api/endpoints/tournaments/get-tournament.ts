import { queryOptions } from '@tanstack/react-query';
import type { TournamentViewRequest, TournamentViewResponse } from '@portal/shared/types';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/tournament/view. Failures become an ApiError with the server's message, else 'Failed to load tournament details'. */
export async function getTournament(input: TournamentViewRequest): Promise<TournamentViewResponse> {
  try {
    const { data } = await apiClient.post<TournamentViewResponse>('/v1/tournament/view', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to load tournament details');
  }
}

export const tournamentQueryKey = (input: TournamentViewRequest) => ['tournament', input] as const;

export const tournamentQueryOptions = (input: TournamentViewRequest) =>
  queryOptions({ queryKey: tournamentQueryKey(input), queryFn: () => getTournament(input) });
