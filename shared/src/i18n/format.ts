// Numbers, dates and times in the active language with Intl (docs/i18n.md). Formatters are made
// once per language and options.
import { i18n } from './catalogs';
import { intlLocaleOf, type Locale } from './locale';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const active = (): Locale => i18n.locale as Locale;

// Both languages write a whole number the same way: Western digits in groups of three with a comma
// ('6,000' in en-US and in ur-PK; the test compares them with Intl). The first Intl.NumberFormat a page
// makes loads the browser's number data, about 60 ms on a slow phone in the first render, so a
// non-negative whole number without options is grouped here and Intl is left for the rest.
const WHOLE_GROUPS = /\B(?=(\d{3})+$)/g;

/** A number with the language's grouping ('6,000'). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  if (Number.isSafeInteger(value) && value >= 0 && Object.keys(options).length === 0) {
    return String(value).replace(WHOLE_GROUPS, ',');
  }
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
