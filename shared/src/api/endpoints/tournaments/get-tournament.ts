import { queryOptions } from '@portal/shared/query';
import type { Tournament, TournamentViewRequest, TournamentViewResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { tournamentsRootKey } from './get-tournaments';
import { t } from '@portal/shared/i18n';

/** POST /v1/tournament/view: the tournament is data[0]; null when the answer holds none. */
export async function getTournament(input: TournamentViewRequest): Promise<Tournament | null> {
  const answer = await apiCall<TournamentViewResponse>({
    method: 'POST',
    path: '/v1/tournament/view',
    body: input,
    fallback: t('shared.api.tournament.failed'),
  });
  return Array.isArray(answer?.data) ? (answer.data[0] ?? null) : null;
}

export const tournamentQueryKey = (id: number) => [...tournamentsRootKey, 'view', id] as const;

export const tournamentQueryOptions = (id: number) =>
  queryOptions({ queryKey: tournamentQueryKey(id), queryFn: () => getTournament({ id }) });
