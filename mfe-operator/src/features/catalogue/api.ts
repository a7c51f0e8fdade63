// The catalogue's names (GET /catalogue/:kind, PATCH /catalogue/:kind/:id): games, rewards, daily
// tasks and game challenges, in English and in Urdu (what subscribers reading in Urdu see).
import { queryOptions, useQueryClient } from '@portal/shared/query';
import { opGet, opPatch } from '../../lib/api';
import { useOperatorWrite } from '../../lib/one-at-a-time';

export type CatalogueKind = 'games' | 'rewards' | 'daily-challenges' | 'game-challenges';

export const CATALOGUE_KINDS: ReadonlyArray<readonly [CatalogueKind, string]> = [
  ['games', 'Games'],
  ['rewards', 'Rewards'],
  ['daily-challenges', 'Daily tasks'],
  ['game-challenges', 'Game challenges'],
];

export interface CatalogueItem {
  id: number;
  name: string;
  nameUr: string | null;
  /** The game a task or challenge belongs to. */
  game: string | null;
  /** Game challenges only. */
  objective?: string;
  objectiveUr?: string | null;
}

export interface NameInput {
  name: string;
  nameUr: string | null;
  objective?: string;
  objectiveUr?: string | null;
}

const root = ['operator', 'catalogue'] as const;

export const catalogueQuery = (kind: CatalogueKind) =>
  queryOptions({
    queryKey: [...root, kind],
    queryFn: () => opGet<CatalogueItem[]>(`/catalogue/${kind}`),
  });

export function useRename(kind: CatalogueKind) {
  const client = useQueryClient();
  return useOperatorWrite({
    mutationFn: ({ id, input }: { id: number; input: NameInput }) =>
      opPatch<CatalogueItem>(`/catalogue/${kind}/${id}`, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...root, kind] }),
  });
}
