import { isOperatorNumber, toInternational } from '@portal/contracts/rules';
import { limits } from '@portal/shared/config';
import type { Message } from '../../../i18n';

/** Catalog ids; the English of the first is the contracts' OPERATOR_NUMBER_MESSAGE (a test keeps them equal). */
export const SUBSCRIBER_NUMBER_MESSAGE = 'rewards.subscriber.invalid' satisfies Message;
export const SUBSCRIBER_NOTIFY_FAILED = 'rewards.subscriber.failed' satisfies Message;

/** What the input keeps of a typed value: digits only, at most 11 (docs/product/rewards-and-credits.md). */
export function sanitizeSubscriberNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, limits.subscriberNumberDigits);
}

/** Starts with 0 and is exactly 11 digits long. */
export const isValidSubscriberNumber = isOperatorNumber;

/** 03001234567 -> 923001234567: 92 plus the number without its leading 0. */
export const toNotifyMsisdn = toInternational;
