// The subscription's wire shapes: GET /v1/subscription (and the retry's answer) for the subscriber,
// the charge rows the operator console lists.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** One charge of the subscription, newest first in every list. */
export const SubscriptionCharge = Type.Object({
  id: Type.Integer(),
  plan: Type.String(),
  reason: Type.String(),
  /** pending | charged | declined | failed | cancelled */
  status: Type.String(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  amountPaisa: Type.Integer(),
  taxPaisa: Type.Integer(),
  totalPaisa: Type.Integer(),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type SubscriptionCharge = Static<typeof SubscriptionCharge>;

/** The subscription as its subscriber sees it (a suspended subscriber too). */
export const Subscription = Type.Object({
  /** trial | active | suspended */
  status: Type.String(),
  lineType: Type.String(),
  plan: Type.String(),
  price: Type.Object({ amountPaisa: Type.Integer(), taxPaisa: Type.Integer(), totalPaisa: Type.Integer() }),
  /** 'Rs 10 per day', 'Rs 167 plus Rs 32.57 tax per month' */
  priceText: Type.String(),
  trialEndsAt: Nullable(Type.String()),
  nextChargeAt: Nullable(Type.String()),
  charges: Type.Array(SubscriptionCharge),
  failedCharges: Type.Integer(),
});
export type Subscription = Static<typeof Subscription>;
