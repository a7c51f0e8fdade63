// Amounts, dates and times of a tournament in the active language (docs/i18n.md).
import { currentLocale, formatDateTime, formatNumber, t as translate } from '@portal/shared/i18n';
import { splitDateTime, type DateTimeParts } from '@portal/shared/lib';
import type { Tournament } from '@portal/contracts';
import '../../../i18n';
import type { Message } from '../../../i18n';

const number = (n: number) => formatNumber(Number(n || 0));

/** The entry fee is paid in credits; a free tournament says so. */
export function entryFeeLabel(t: Pick<Tournament, 'entryFee' | 'isEntryFree'>): string {
  return t.isEntryFree === 1 || !t.entryFee
    ? translate('tournaments.facts.free')
    : translate('tournaments.facts.credits', { amount: number(t.entryFee) });
}

/** Prizes are credits in 'Credits' tournaments and rupees otherwise (docs/product/tournaments.md: Rs). */
export function prizeLabel(amount: number, type: Tournament['tourn_type']): string {
  return type === 'Credits'
    ? translate('tournaments.facts.credits', { amount: number(amount) })
    : translate('shared.money.rupees', { amount: number(amount) });
}

/** The prizes' currency: the api's prize_currency when given, else the tournament type. */
export function prizeType(t: Pick<Tournament, 'tourn_type' | 'prize_currency'>): Tournament['tourn_type'] {
  if (t.prize_currency) return t.prize_currency === 'rupees' ? 'Cash' : 'Credits';
  return t.tourn_type;
}

/** 'YYYY-MM-DD hh:mm am/pm', the api's wall-clock time in the provider's time zone. */
const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:\s+(\d{1,2}):(\d{2})(?:\s*([ap]m))?)?$/i;

/**
 * The date and the time of an api time stamp. English shows them as the api writes them; Urdu as
 * '2 مارچ، 2031' and '19:00' (the wall-clock time is kept: it is formatted in UTC, not converted).
 */
export function dateTimeParts(value: string | null | undefined): DateTimeParts {
  const parts = splitDateTime(value);
  if (currentLocale() === 'en') return parts;
  const missing = translate('tournaments.facts.notAvailable');
  const m = (value ?? '').trim().match(STAMP);
  if (!m) {
    return {
      date: parts.date === 'N/A' ? missing : parts.date,
      time: parts.time === 'N/A' ? missing : parts.time,
    };
  }
  const [, year, month, day, hours, minutes, half] = m;
  const hour = half ? (Number(hours) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0) : Number(hours ?? 0);
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), hour, Number(minutes ?? 0)));
  return {
    date: formatDateTime(at, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    time: hours ? formatDateTime(at, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }) : missing,
  };
}

/** A time stamp as one line ('2031-03-02 07:00 pm' in English); 'N/A' when there is none. */
export function dateTimeText(value: string | null | undefined): string {
  const { date, time } = dateTimeParts(value);
  if (currentLocale() === 'en') return date === 'N/A' ? 'N/A' : `${date} ${time}`;
  return date === translate('tournaments.facts.notAvailable') ? date : `${date} ${time}`;
}

/** 'N/A' in the active language. */
export const notAvailable = () => translate('tournaments.facts.notAvailable');

/** The platforms the catalogs name, by the api's text in lower case. */
const PLATFORMS: Record<string, Message> = {
  mobile: 'tournaments.platform.mobile',
  pc: 'tournaments.platform.pc',
  console: 'tournaments.platform.console',
};

/**
 * A tournament's platform in the active language: a platform the catalogs know ('Mobile', 'PC',
 * 'Console') is translated; any other text an operator typed shows as it is; none is 'N/A'.
 */
export function platformLabel(platform: string | null | undefined): string {
  const text = (platform ?? '').trim();
  if (!text) return notAvailable();
  const key = text.toLowerCase();
  return Object.prototype.hasOwnProperty.call(PLATFORMS, key) ? translate(PLATFORMS[key]!) : text;
}
