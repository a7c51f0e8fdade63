import type { Message } from '../../../i18n';

/** Catalog ids of the two refusals ('Please enter the date of birth as YYYY-MM-DD.' and so on). */
export const DOB_FORMAT_MESSAGE = 'rewards.editProfile.dobFormat' satisfies Message;
export const DOB_FUTURE_MESSAGE = 'rewards.editProfile.dobFuture' satisfies Message;

/** A date of birth as typed (YYYY-MM-DD, or empty): null when it may be sent, else the reason. */
export function dateOfBirthError(
  value: string,
  today = new Date().toISOString().slice(0, 10),
): Message | null {
  const v = value.trim();
  if (!v) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return DOB_FORMAT_MESSAGE;
  const d = new Date(`${v}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return DOB_FORMAT_MESSAGE;
  return v > today ? DOB_FUTURE_MESSAGE : null;
}
