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
