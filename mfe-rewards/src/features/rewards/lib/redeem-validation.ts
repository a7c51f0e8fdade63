import { limits } from '@portal/shared/config';

export const PUBG_MISSING = 'Please fill in all fields including PUBG ID.';
export const PUBG_INVALID = 'PUBG ID must be 4-15 digits and contain only numbers.';
export const FIELDS_MISSING = 'Please fill in all fields.';

export interface RedeemFormValues {
  name: string;
  email: string;
  pubgId: string;
}

const PUBG_ID = new RegExp(`^\\d{${limits.pubgIdMin},${limits.pubgIdMax}}$`);

/** Spec section 5, checked on Claim in this order; null when the form may be sent. */
export function redeemFormError(values: RedeemFormValues, needsPubgId: boolean): string | null {
  const pubgId = values.pubgId.trim();
  if (needsPubgId && !pubgId) return PUBG_MISSING;
  if (needsPubgId && !PUBG_ID.test(pubgId)) return PUBG_INVALID;
  if (!values.name.trim() || !values.email.trim()) return FIELDS_MISSING;
  return null;
}
