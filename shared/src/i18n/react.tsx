// React bindings: components re-render when the language changes. No provider is needed (the
// instance is a module singleton), so component tests and standalone dev apps render as they are.
import { TransNoContext } from '@lingui/react/server';
import { useCallback, useSyncExternalStore, type ReactElement } from 'react';
import type { Messages } from '@lingui/core';
import { i18n, lateCatalogCount, onLateCatalog, registerCatalog } from './catalogs';
import type { Locale } from './locale';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => i18n.locale as Locale;

/** The active language; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Changes when a catalog of the active language arrives after it was activated (catalogs.ts). */
function useLateCatalogs(): number {
  return useSyncExternalStore(onLateCatalog, lateCatalogCount, lateCatalogCount);
}

export type MessageValues = Record<string, unknown>;
export type Translate<K extends string = string> = (id: K, values?: MessageValues) => string;

/**
 * `t(id, values)` for the active language. A package passes its catalog's keys as `K` (see its
 * `src/i18n/index.ts`), so a misspelt id fails the typecheck.
 */
export function useT<K extends string = string>(): Translate<K> {
  const locale = useLocale();
  const late = useLateCatalogs();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language (or late catalog) re-renders memoised children
  return useCallback((id: K, values?: MessageValues) => i18n._(id, values), [locale, late]);
}

/** `t` outside components (toasts, titles, callbacks): reads the active language at call time. */
export const t = (id: string, values?: MessageValues): string => i18n._(id, values);

interface TransProps {
  id: string;
  values?: MessageValues;
  /** Elements for the message's numbered tags: `{ 0: <a href="/terms" /> }`. */
  components?: Record<string, ReactElement>;
}

/**
 * A message with elements inside it: `<Trans id="terms.accept" components={{ 0: <a href="/terms" /> }} />`
 * for "I accept the <0>terms</0>".
 */
export function Trans(props: TransProps) {
  useLocale();
  useLateCatalogs();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}

/**
 * Registers a package's catalogs and returns its typed `useT`: the whole of a package's
 * `src/i18n/index.ts` (docs/i18n.md).
 */
export function packageCatalog<K extends string>(
  name: string,
  en: object,
  ur: () => Promise<{ default: object }>,
): () => Translate<K> {
  registerCatalog(name, { en: en as Messages, ur: ur as () => Promise<{ default: Messages }> });
  return () => useT<K>();
}

/** Something the operator named in both languages (a tournament, reward, game or task). */
export interface Named {
  name: string;
  nameUr?: string | null;
}

/** The name to show in a language: the Urdu name in Urdu when the operator gave one. */
export const localName = (entity: Named, locale: Locale): string =>
  locale === 'ur' && entity.nameUr ? entity.nameUr : entity.name;

/** `name(entity)` in the active language; re-renders on a switch. */
export function useLocalName(): (entity: Named) => string {
  const locale = useLocale();
  return useCallback((entity: Named) => localName(entity, locale), [locale]);
}
