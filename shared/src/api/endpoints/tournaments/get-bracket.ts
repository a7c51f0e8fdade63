import { queryOptions } from '@portal/shared/query';
import type { Bracket, BracketResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { tournamentsRootKey } from './get-tournaments';
import { t } from '@portal/shared/i18n';

/** GET /v1/tournaments/:id/bracket: every round; guests read it too (no caller state then). */
export async function getBracket(id: number): Promise<Bracket> {
  const answer = await apiCall<BracketResponse>({
    method: 'GET',
    path: `/v1/tournaments/${id}/bracket`,
    fallback: t('shared.api.bracket.failed'),
    successOr: t('shared.api.bracket.fetchFailed'),
  });
  return answer.data;
}

export const bracketQueryKey = (id: number) => [...tournamentsRootKey, 'bracket', id] as const;

/** Polls while the page is open so results show as they come in. */
export const bracketQueryOptions = (id: number, refetchInterval = 10_000) =>
  queryOptions({ queryKey: bracketQueryKey(id), queryFn: () => getBracket(id), refetchInterval });
