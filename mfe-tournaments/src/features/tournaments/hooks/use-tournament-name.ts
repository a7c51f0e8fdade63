import { useLocalName } from '@portal/shared/i18n';
import type { Tournament } from '@portal/contracts';

/**
 * A tournament's name in the active language: the operator's Urdu name (`nameUr`) in Urdu when
 * given, else `tourn_name`.
 */
export function useTournamentName(): (t: Pick<Tournament, 'tourn_name'>) => string {
  const local = useLocalName();
  return (t) => local({ name: t.tourn_name, nameUr: (t as { nameUr?: string | null }).nameUr });
}
