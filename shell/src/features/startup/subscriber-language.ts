import { saveLanguage } from '@portal/shared/api';
import { browserLocale, currentLocale, isLocale, setLocale, type Locale } from '@portal/shared/i18n';

/** The language the api stored for the subscriber, as a session answer carries it (or not). */
export function storedLanguage(answer: unknown): Locale | null | undefined {
  if (!answer || typeof answer !== 'object' || !('language' in answer)) return undefined;
  const { language } = answer as { language?: unknown };
  if (isLocale(language)) return language;
  return language === null ? null : undefined;
}

/**
 * docs/i18n.md, remembering the choice: after sign-in the subscriber's stored language applies; a
 * subscriber who never chose keeps this browser's Urdu, which is then stored. An answer without
 * the field (an older api) changes nothing; a failed save is left for the next sign-in.
 */
export async function adoptSubscriberLanguage(
  answer: unknown,
  save: (language: Locale) => Promise<void> = saveLanguage,
): Promise<void> {
  const stored = storedLanguage(answer);
  if (stored) {
    if (stored !== currentLocale()) await setLocale(stored);
    return;
  }
  if (stored === null && browserLocale() === 'ur') await save('ur').catch(() => undefined);
}
