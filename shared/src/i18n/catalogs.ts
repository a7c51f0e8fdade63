// One Lingui instance for the whole page (this module is a federation singleton, like the session
// atoms). Each package registers its own catalogs: English is bundled with the package, Urdu is a
// chunk of that package loaded only when Urdu is on, so a remote ships and deploys its strings alone.
import { setupI18n, type Messages } from '@lingui/core';
import { applyLocaleToDocument, DEFAULT_LOCALE, rememberLocale, type Locale } from './locale';

export interface CatalogSource {
  /** The English catalog (compiled JSON module), bundled with the package. */
  en: Messages;
  /** The Urdu catalog, as a dynamic import so it downloads only for Urdu. */
  ur: () => Promise<{ default: Messages }>;
}

const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** The page's Lingui instance. A message missing from a catalog falls back to its English text. */
export const i18n = setupI18n({
  locale: DEFAULT_LOCALE,
  messages: { en: {} },
  missing: (locale, id) => (locale === 'en' ? id : english._(id)),
});

const sources = new Map<string, CatalogSource>();
const loaded = new Map<string, Promise<void>>();
/** The language being switched to (already active, or its catalogs still downloading). */
let wanted: Locale = DEFAULT_LOCALE;

/**
 * Catalogs of the active language that arrived after it was activated: a package registered while
 * Urdu was already on (the shell's own strings, imported with its first render) renders English
 * until its Urdu chunk is in, and translated components read this count to render again then.
 */
let lateCatalogs = 0;
const lateListeners = new Set<() => void>();

/** Calls `listener` whenever a catalog of the active language arrives late; returns the unsubscribe. */
export function onLateCatalog(listener: () => void): () => void {
  lateListeners.add(listener);
  return () => lateListeners.delete(listener);
}

/** How many catalogs of the active language have arrived late (changes when one does). */
export const lateCatalogCount = (): number => lateCatalogs;

function loadOne(name: string, source: CatalogSource, locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  const key = `${name}:${locale}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = source[locale]().then((module) => {
      i18n.load(locale, module.default);
      if (i18n.locale !== locale) return;
      lateCatalogs += 1;
      for (const listener of lateListeners) listener();
    });
    pending.catch(() => loaded.delete(key)); // a failed download is tried again next time
    loaded.set(key, pending);
  }
  return pending;
}

/**
 * Adds a package's catalogs (call once at the top of the package's i18n module). Registering again
 * under the same name does nothing.
 */
export function registerCatalog(name: string, source: CatalogSource): void {
  if (sources.has(name)) return;
  sources.set(name, source);
  i18n.load('en', source.en);
  english.load('en', source.en);
  if (wanted !== 'en') void loadOne(name, source, wanted);
}

/** Downloads every registered catalog of a language. */
export function loadLocale(locale: Locale): Promise<void> {
  return Promise.all([...sources].map(([name, source]) => loadOne(name, source, locale))).then(() => {});
}

/**
 * Resolves when every registered catalog of the language in use (or being switched to) is in: a
 * remote registers its catalogs when its module loads, and the shell waits on this before
 * rendering the remote.
 */
export const catalogsReady = (): Promise<void> => loadLocale(wanted);

/** The active language. */
export const currentLocale = (): Locale => i18n.locale as Locale;

/**
 * Switches the page's language: loads its catalogs, then activates it (every translated component
 * re-renders), sets `lang`/`dir` on the document and remembers the choice in this browser.
 */
export async function setLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await loadLocale(locale);
  if (wanted !== locale) return; // another switch came after this one
  i18n.activate(locale);
  applyLocaleToDocument(locale);
  rememberLocale(locale);
}
