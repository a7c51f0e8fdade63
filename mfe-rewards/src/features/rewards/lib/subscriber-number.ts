import { isOperatorNumber, OPERATOR_NUMBER_MESSAGE, toInternational } from '@portal/contracts/rules';
import { limits } from '@portal/shared/config';

export const SUBSCRIBER_NUMBER_MESSAGE = OPERATOR_NUMBER_MESSAGE;
export const SUBSCRIBER_NOTIFY_FAILED = 'Please try again later';

/** What the input keeps of a typed value: digits only, at most 11 (docs/product/rewards-and-credits.md). */
export function sanitizeSubscriberNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, limits.subscriberNumberDigits);
}

/** Starts with 0 and is exactly 11 digits long. */
export const isValidSubscriberNumber = isOperatorNumber;

/** 03001234567 -> 923001234567: 92 plus the number without its leading 0. */
export const toNotifyMsisdn = toInternational;
