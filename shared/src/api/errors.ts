import { apiMessage } from '@portal/shared/i18n';
import { failedAnswer } from './http';

/** Every failure of the api client, carrying the message a screen may show. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(message: string, options: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body;
  }
}

function messageFromBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'details', 'errors', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  const data = record.data;
  if (data && typeof data === 'object') return messageFromBody(data);
  return undefined;
}

/** The answer's message code and values (contracts/src/rules/messages.ts), at its top or in `data`. */
function codeFromBody(body: unknown): { code?: unknown; values?: unknown } {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  if (typeof record.code === 'string') return { code: record.code, values: record.values };
  return record.data && typeof record.data === 'object' ? codeFromBody(record.data) : {};
}

/** The text a screen shows for an answer: its code's text in the active language, else its message. */
export function bodyMessage(body: unknown, fallback: string): string {
  const { code, values } = codeFromBody(body);
  return apiMessage(code, messageFromBody(body), fallback, values);
}

/**
 * Turns anything thrown by a call into an ApiError. The server's message wins when it sent one (in
 * Urdu, the Urdu text of its code); otherwise the screen's fallback (the spec's wording) is used.
 */
export function toApiError(error: unknown, fallback: string): ApiError {
  // An ApiError already carries the message chosen where it was raised (a fetcher's spec message).
  if (error instanceof ApiError) return error;
  const answer = failedAnswer(error);
  if (answer) {
    return new ApiError(bodyMessage(answer.data, fallback), {
      status: answer.status,
      body: answer.data,
      cause: error,
    });
  }
  return new ApiError(fallback, { cause: error });
}

/**
 * docs/product/access-and-start-up.md: an answer whose `success` is not true fails with its `errors` value when that is
 * a message, else with the screen's default.
 */
export function assertSuccess<T>(data: T | undefined, fallback: string): T {
  const answer = data as
    { success?: unknown; errors?: unknown; code?: unknown; values?: unknown } | undefined;
  if (answer?.success === true) return data as T;
  const errors = answer?.errors;
  const english = typeof errors === 'string' && errors.trim() ? errors : undefined;
  throw new ApiError(apiMessage(answer?.code, english, fallback, answer?.values), { body: data });
}

/**
 * True when the api did not answer (no response, or a gateway's 502/503/504): such a failure says
 * nothing about the request itself (start-up keeps a stored session on it). Any answer from the api
 * (401, 400, a missing token) is false.
 */
export function isUnreachable(error: unknown): boolean {
  const cause = error instanceof ApiError ? error.cause : error;
  const answer = failedAnswer(cause);
  if (!answer) return false;
  const status = answer.status;
  return status === undefined || status === 502 || status === 503 || status === 504;
}

/**
 * The pause the answer asked for before the call is sent again, in seconds: its `Retry-After`
 * (a busy api sheds a request with 503 and Retry-After). A date instead of seconds is not used.
 */
export function retryAfterSeconds(error: unknown): number | undefined {
  const cause = error instanceof ApiError ? error.cause : error;
  const headers = failedAnswer(cause)?.headers ?? {};
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'retry-after');
  const value = name === undefined ? undefined : String(headers[name]).trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The server's own message, when the failure carried one. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return messageFromBody(error.body);
  const answer = failedAnswer(error);
  if (answer) return messageFromBody(answer.data);
  return undefined;
}
