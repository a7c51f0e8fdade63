import { useLocalName } from '@portal/shared/i18n';

/**
 * The name of an api record in the active language: the record's `nameUr` in Urdu when the operator
 * gave one, else the name the record carries (`challenge_name`, `game_name`...).
 */
export function useNameOf(): (name: string, record: object) => string {
  const local = useLocalName();
  return (name, record) => local({ name, nameUr: (record as { nameUr?: string | null }).nameUr });
}
