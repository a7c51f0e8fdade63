import { useDeferredValue } from 'react';
import { useQuery } from '@portal/shared/query';
import { tournamentListsQueryOptions } from '@portal/shared/api';

export const TOURNAMENTS_LOAD_FALLBACK = 'Failed to load tournaments';

/**
 * Weekly and ESL lists together. The read lives in @portal/shared/api: the shell starts it at
 * start-up when a visit begins on /tournaments, and the page renders from the same cache entry.
 * `data` is deferred: lists that answer once a screen is up render in a transition, which yields to
 * the browser as it goes (the query cache's update is synchronous, and every card rendered in one
 * task, about 200 ms on a slow phone); until then `data` is undefined and the screen keeps loading.
 */
export function useTournamentLists() {
  const query = useQuery(tournamentListsQueryOptions());
  const data = useDeferredValue(query.data);
  return { ...query, data };
}
