import { currentLocale, t } from '@portal/shared/i18n';

export interface DateTimeParts {
  date: string;
  time: string;
}

/** '9:05 PM' as the 24-hour '21:05' (Urdu's clock, docs/i18n.md); anything else unchanged. */
function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp])\.?[Mm]\.?$/.exec(time);
  if (!match) return time;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/**
 * docs/product/access-and-start-up.md: a 'date time am/pm' string is split on spaces: the first part is the date, the
 * next two the time. An empty value shows 'N/A' for both. In Urdu the time is on the 24-hour clock
 * and 'N/A' is written in Urdu.
 */
export function splitDateTime(value: string | null | undefined): DateTimeParts {
  const notAvailable = t('shared.dateTime.notAvailable');
  const parts = (value ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { date: notAvailable, time: notAvailable };
  const time = parts.slice(1, 3).join(' ');
  const shown = currentLocale() === 'ur' ? to24Hour(time) : time;
  return { date: parts[0] ?? notAvailable, time: shown || notAvailable };
}

/** 'DD-MM-YYYY' (as the api sends a date of birth) to 'YYYY-MM-DD' (as screens show it), and back. */
export function reverseDateParts(value: string | null | undefined): string {
  if (!value) return '';
  const parts = value.split('-');
  return parts.length === 3 ? parts.reverse().join('-') : value;
}
