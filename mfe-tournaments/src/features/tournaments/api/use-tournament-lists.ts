import { useQuery } from '@portal/shared/query';
import { getEslTournaments, getTournaments, tournamentsRootKey } from '@portal/shared/api';
import type { Tournament } from '@portal/contracts';

export interface TournamentLists {
  weekly: Tournament[];
  esl: Tournament[];
}

export const TOURNAMENTS_LOAD_FALLBACK = 'Failed to load tournaments';

export const tournamentListsQueryKey = [...tournamentsRootKey, 'lists'] as const;

/** docs/product/tournaments.md: tournaments and ESL tournaments are fetched together and share one error. */
export async function getTournamentLists(): Promise<TournamentLists> {
  const [weekly, esl] = await Promise.all([getTournaments(), getEslTournaments()]);
  return { weekly, esl };
}

export function useTournamentLists() {
  return useQuery({ queryKey: tournamentListsQueryKey, queryFn: getTournamentLists });
}
