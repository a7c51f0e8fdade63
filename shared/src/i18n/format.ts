// Numbers, dates and times in the active language with Intl (docs/i18n.md). Formatters are made
// once per language and options.
import { i18n } from './catalogs';
import { intlLocaleOf, type Locale } from './locale';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const active = (): Locale => i18n.locale as Locale;

/** A number with the language's grouping ('6,000'). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = active();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A date or time in the language. Urdu uses the 24-hour clock: CLDR's Urdu writes AM/PM in Latin
 * letters, which would leave English on an Urdu screen.
 */
export function formatDateTime(value: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  const locale = active();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    const clock = locale === 'ur' && (options.hour || options.timeStyle) ? { hourCycle: 'h23' as const } : {};
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, ...clock });
    dateFormats.set(key, format);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
}
