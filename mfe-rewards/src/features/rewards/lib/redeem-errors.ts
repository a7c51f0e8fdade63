import { ApiError } from '@portal/shared/api';

export const REDEEM_ERROR = 'An error occurred. Please try again.';
export const REDEEM_FAILED = 'Redemption failed. Please try again.';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * docs/product/rewards-and-credits.md, redeem: the server's details or message when it sent one; 'Redemption failed.
 * Please try again.' when it answered without either; 'An error occurred. Please try again.' when
 * no answer came at all.
 */
export function redeemErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return REDEEM_ERROR;
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  const fromServer = text(body.details) ?? text(body.message) ?? text(body.errors);
  if (fromServer) return fromServer;
  return error.status || error.body !== undefined ? REDEEM_FAILED : REDEEM_ERROR;
}

/** A 2xx answer whose success is not true is a failure too. */
export function failedAnswer(body: { success?: unknown; details?: unknown; message?: unknown }): ApiError {
  return new ApiError(text(body.details) ?? text(body.message) ?? REDEEM_FAILED, { status: 200, body });
}
