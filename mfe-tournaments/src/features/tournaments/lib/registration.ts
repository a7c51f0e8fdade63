import { ApiError } from '@portal/shared/api';
import { currentLocale, formatNumber, t as translate } from '@portal/shared/i18n';
import type { Tournament, TournamentCheckinRequest } from '@portal/contracts';

import {
  ALREADY_REGISTERED,
  EMAIL_NOT_VALID,
  EMAIL_REQUIRED,
  isEmail,
  NICK_REQUIRED,
  REGISTERED,
  UID_REQUIRED,
} from '@portal/contracts/rules';

export { REGISTERED };
export const ALREADY_SUBMITTED = ALREADY_REGISTERED;
export const REGISTRATION_FAILED = 'Failed to register for the tournament.';
export const LOGIN_TO_PARTICIPATE = 'Please log in to participate in tournaments';
export const TOURNAMENT_ID_MISSING = 'Tournament ID is missing';
export const NO_TOURNAMENT_DATA = 'No tournament data available';
export const TOURNAMENT_LOAD_FAILED = 'Failed to load tournament details';

export type RegistrationField = 'uid' | 'nick' | 'email';
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** docs/product/tournaments.md: UID only when UIDCheck is 1, NICK always, e-mail unless tourn_type is 'Credits'. */
export function registrationFields(t: Pick<Tournament, 'UIDCheck' | 'tourn_type'>): RegistrationField[] {
  const fields: RegistrationField[] = [];
  if (t.UIDCheck === 1) fields.push('uid');
  fields.push('nick');
  if (t.tourn_type !== 'Credits') fields.push('email');
  return fields;
}

const REQUIRED: Record<RegistrationField, string> = {
  uid: UID_REQUIRED,
  nick: NICK_REQUIRED,
  email: EMAIL_REQUIRED,
};

/** A blank required field gets an error and stops submission (the api's wording for each). */
export function registrationErrors(
  fields: RegistrationField[],
  values: RegistrationValues,
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (!value) errors[field] = REQUIRED[field];
    else if (field === 'email' && !isEmail(value)) errors.email = EMAIL_NOT_VALID;
  }
  return errors;
}

/** POST /v1/tournament/entry/checkin's body: only the fields this tournament asks for. */
export function registrationPayload(
  t: Pick<Tournament, 'id'>,
  fields: RegistrationField[],
  values: RegistrationValues,
): TournamentCheckinRequest {
  const body: TournamentCheckinRequest = { id: t.id };
  if (fields.includes('uid')) body.pubg_id = values.uid.trim();
  if (fields.includes('nick')) body.pubg_nick = values.nick.trim();
  if (fields.includes('email')) body.userEmail = values.email.trim();
  return body;
}

/** The tournamentId query parameter: null when absent or blank, NaN when not a positive integer. */
export function parseTournamentId(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  return /^\d+$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/** The api's code for a balance below a paid tournament's entry fee (its text says fee and balance). */
export const ENTRY_FEE_SHORT = 'ENTRY_FEE_SHORT';
/** The api's code for a balance too low for a movement, with the fee in its details. */
export const INSUFFICIENT_CREDITS = 'INSUFFICIENT_CREDITS';

/** A paid tournament: its entry fee is taken in credits with the entry. */
export const isPaid = (t: Pick<Tournament, 'entryFee' | 'isEntryFree'>) =>
  t.isEntryFree !== 1 && t.entryFee > 0;

/** The top of a refused call's answer (code, details), if the api sent one. */
const refusalBody = (error: unknown): Record<string, unknown> | undefined => {
  const body = error instanceof ApiError ? error.body : undefined;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
};

/** The api refused the entry for the balance. */
export const isBalanceRefusal = (error: unknown) => {
  const code = refusalBody(error)?.code;
  return code === ENTRY_FEE_SHORT || code === INSUFFICIENT_CREDITS;
};

/** Said under 'Successfully joined the tournament!' when the join took a fee: what it took. */
export function feeTaken(t: Pick<Tournament, 'entryFee' | 'isEntryFree'>): string | undefined {
  return isPaid(t) ? translate('tournaments.join.feeTaken', { amount: formatNumber(t.entryFee) }) : undefined;
}

/**
 * What the api added to a refused registration (`details`: 'The entry fee is 50 credits.'), shown
 * under its message. The api writes details in English: in Urdu the entry fee is said from the
 * catalog (the same fee, the page's tournament), and other details are left out.
 */
export function refusalDetails(error: unknown, t: Pick<Tournament, 'entryFee'>): string | undefined {
  const { code, details } = refusalBody(error) ?? {};
  if (typeof details !== 'string' || !details.trim()) return undefined;
  if (currentLocale() === 'en') return details.trim();
  return code === INSUFFICIENT_CREDITS
    ? translate('tournaments.register.entryFeeIs', { amount: formatNumber(t.entryFee) })
    : undefined;
}
