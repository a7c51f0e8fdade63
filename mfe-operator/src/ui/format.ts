import { toLocal } from '@portal/contracts/rules';

/** Date and time as staff read it (the browser's locale and zone). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '–';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/** Numbers as stored (92XXXXXXXXXX) shown in the local form staff search by (03XXXXXXXXX). */
export function localNumber(msisdn: string | null | undefined): string {
  if (!msisdn) return '–';
  return toLocal(msisdn);
}

/** A place as staff say it: paid places are 1st to 3rd. */
export const placeName = (place: number) => ['1st', '2nd', '3rd'][place - 1] ?? `${place}th`;
