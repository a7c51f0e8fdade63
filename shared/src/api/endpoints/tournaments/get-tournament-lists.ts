import { queryOptions } from '@portal/shared/query';
import type { Tournament } from '@portal/contracts';
import { getEslTournaments } from './get-esl-tournaments';
import { getTournaments, tournamentsRootKey } from './get-tournaments';

export interface TournamentLists {
  weekly: Tournament[];
  esl: Tournament[];
}

/** docs/product/tournaments.md: tournaments and ESL tournaments are fetched together and share one error. */
export async function getTournamentLists(): Promise<TournamentLists> {
  const [weekly, esl] = await Promise.all([getTournaments(), getEslTournaments()]);
  return { weekly, esl };
}

export const tournamentListsQueryKey = [...tournamentsRootKey, 'lists'] as const;

/** The /tournaments page's read (the shell starts it at start-up when the visit begins there). */
export const tournamentListsQueryOptions = () =>
  queryOptions({ queryKey: tournamentListsQueryKey, queryFn: getTournamentLists });
