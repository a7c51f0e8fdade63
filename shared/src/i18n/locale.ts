// The portal's languages: English (the default, in the product's own wording) and Urdu, written
// right to left. Decisions are in docs/i18n.md.

export type Locale = 'en' | 'ur';
export const LOCALES: readonly Locale[] = ['en', 'ur'];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ur: 'اردو' };

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ur';

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ur' ? 'rtl' : 'ltr');

/**
 * The Intl locale for numbers, dates and plurals. Urdu uses `ur-PK`, whose digits are the Western
 * ones (0-9) that Pakistani operators' apps and SMS use; see docs/i18n.md.
 */
export const intlLocaleOf = (locale: Locale): string => (locale === 'ur' ? 'ur-PK' : 'en-US');

/** The browser remembers the choice before sign-in (the api stores it per subscriber after). */
export const LOCALE_STORAGE_KEY = 'pz-lang';
/** The same choice as a cookie, so the server can send the first screen in the right language. */
export const LOCALE_COOKIE = 'pz_lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function cookieLocale(): Locale | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})`));
  return match && isLocale(match[1]) ? match[1] : null;
}

function storageLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode): the cookie or the default decides
  }
}

/** The language this browser chose last, else the one the served page was written in, else English. */
export function browserLocale(): Locale {
  const fromPage = typeof document === 'undefined' ? null : document.documentElement.lang;
  return cookieLocale() ?? storageLocale() ?? (isLocale(fromPage) ? fromPage : DEFAULT_LOCALE);
}

/** Remembers the choice in this browser (storage and cookie). */
export function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the cookie still carries the choice
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
  }
}

/** `lang` and `dir` on the document: the whole layout mirrors through logical CSS properties. */
export function applyLocaleToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
