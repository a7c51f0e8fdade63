import { useQuery } from '@portal/shared/query';
import { tournamentListsQueryOptions } from '@portal/shared/api';

export const TOURNAMENTS_LOAD_FALLBACK = 'Failed to load tournaments';

/**
 * Weekly and ESL lists together. The read lives in @portal/shared/api: the shell starts it at
 * start-up when a visit begins on /tournaments, and the page renders from the same cache entry.
 */
export function useTournamentLists() {
  return useQuery(tournamentListsQueryOptions());
}
