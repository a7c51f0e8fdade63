import { ApiError } from '@portal/shared/api';
import { apiMessage, t } from '@portal/shared/i18n';
// Registers this package's catalogs: `t` below reads them outside components too.
import '../../../i18n';
import type { Message } from '../../../i18n';

export const REDEEM_ERROR = 'rewards.redeem.error' satisfies Message;
export const REDEEM_FAILED = 'rewards.redeem.failed' satisfies Message;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * docs/product/rewards-and-credits.md, redeem: the server's details or message when it sent one
 * (in the active language when the answer carries a message code); 'Redemption failed. Please try
 * again.' when it answered without either; 'An error occurred. Please try again.' when no answer
 * came at all.
 */
export function redeemErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t(REDEEM_ERROR);
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  const fromServer = text(body.details) ?? text(body.message) ?? text(body.errors);
  if (fromServer) return apiMessage(body.code, fromServer, fromServer);
  return t(error.status || error.body !== undefined ? REDEEM_FAILED : REDEEM_ERROR);
}

/** A 2xx answer whose success is not true is a failure too. */
export function failedAnswer(body: { success?: unknown; details?: unknown; message?: unknown }): ApiError {
  return new ApiError(text(body.details) ?? text(body.message) ?? t(REDEEM_FAILED), { status: 200, body });
}
