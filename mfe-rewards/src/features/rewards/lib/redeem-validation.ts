import { FIELDS_MISSING, isPubgId, PUBG_INVALID, PUBG_MISSING } from '@portal/contracts/rules';

export { FIELDS_MISSING, PUBG_INVALID, PUBG_MISSING };

export interface RedeemFormValues {
  name: string;
  email: string;
  pubgId: string;
}

/** docs/product/rewards-and-credits.md, checked on Claim in this order; null when the form may be sent. */
export function redeemFormError(values: RedeemFormValues, needsPubgId: boolean): string | null {
  const pubgId = values.pubgId.trim();
  if (needsPubgId && !pubgId) return PUBG_MISSING;
  if (needsPubgId && !isPubgId(pubgId)) return PUBG_INVALID;
  if (!values.name.trim() || !values.email.trim()) return FIELDS_MISSING;
  return null;
}
