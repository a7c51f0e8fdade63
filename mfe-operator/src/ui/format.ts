import { toLocal } from '@portal/contracts/rules';

/** To the minute, with the zone named: staff schedule and read times from more than one city. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * Date and time as staff read it: the browser's locale and zone, the zone named ('Jan 4, 2030,
 * 08:00 PM GMT+5'). `seconds` for a log, where the order of writes within a minute matters.
 */
export function formatDateTime(value: string | null | undefined, { seconds = false } = {}): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(undefined, seconds ? { ...DATE_TIME, second: '2-digit' } : DATE_TIME);
}

/** Numbers as stored (92XXXXXXXXXX) shown in the local form staff search by (03XXXXXXXXX). */
export function localNumber(msisdn: string | null | undefined): string {
  if (!msisdn) return '–';
  return toLocal(msisdn);
}

/** A place as staff say it: paid places are 1st to 3rd. */
export const placeName = (place: number) => ['1st', '2nd', '3rd'][place - 1] ?? `${place}th`;
