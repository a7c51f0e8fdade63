import { isPubgId } from '@portal/contracts/rules';
import type { Message } from '../../../i18n';

/**
 * The form's messages as catalog ids; their English is the contracts' rule text (PUBG_MISSING,
 * PUBG_INVALID, FIELDS_MISSING of @portal/contracts/rules), which a test keeps equal.
 */
export const PUBG_MISSING = 'rewards.redeem.pubgMissing' satisfies Message;
export const PUBG_INVALID = 'rewards.redeem.pubgInvalid' satisfies Message;
export const FIELDS_MISSING = 'rewards.redeem.fieldsMissing' satisfies Message;

export interface RedeemFormValues {
  name: string;
  email: string;
  pubgId: string;
}

/** docs/product/rewards-and-credits.md, checked on Claim in this order; null when the form may be sent. */
export function redeemFormError(values: RedeemFormValues, needsPubgId: boolean): Message | null {
  const pubgId = values.pubgId.trim();
  if (needsPubgId && !pubgId) return PUBG_MISSING;
  if (needsPubgId && !isPubgId(pubgId)) return PUBG_INVALID;
  if (!values.name.trim() || !values.email.trim()) return FIELDS_MISSING;
  return null;
}
