import { QueryClient } from '@portal/shared/query';
import { isRefreshOngoing, refreshSettled } from './client';
import { isUnreachable, retryAfterSeconds } from './errors';

const MAX_REFRESH_RETRIES = 4;
// 250 ms, then doubling: a refresh still running on a slow phone has about 4 s to finish.
const refreshRetryDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 2000);

const MAX_UNANSWERED_RETRIES = 2;
// Without a Retry-After: 1 s, then 2 s, so a read the api never answers shows its error after 3 s.
const unansweredRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 2000);
// A longer Retry-After is cut to this: the subscriber sees the error rather than a spinner for minutes.
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * A call refused with 'Token refreshongoing.' was never carried out (the api answered 401), so it
 * is retried once the refresh has finished.
 */
export function retryAfterRefresh(failureCount: number, error: unknown): boolean {
  return isRefreshOngoing(error) && failureCount < MAX_REFRESH_RETRIES;
}

/**
 * A read is retried after a refresh as any call, and also when the api did not answer it (no
 * answer, or 502/503/504: a busy api sheds requests with 503): twice at most, then its error
 * reaches the screen. Any answer of the api (4xx, 500) reaches the screen at once.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (retryAfterRefresh(failureCount, error)) return true;
  return isUnreachable(error) && failureCount < MAX_UNANSWERED_RETRIES;
}

/** A read the api did not answer waits the pause its Retry-After asks for (at most 10 s), else 1 s, 2 s. */
export function readRetryDelay(failureCount: number, error: unknown): number {
  if (!isUnreachable(error)) return refreshRetryDelay(failureCount);
  const asked = retryAfterSeconds(error);
  if (asked === undefined) return unansweredRetryDelay(failureCount);
  return Math.min(asked * 1000, MAX_RETRY_AFTER_MS);
}

/** Wraps a call so a refusal during a token refresh is retried after it (for calls outside queries). */
export async function withRefreshRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!retryAfterRefresh(attempt, error)) throw error;
      await refreshSettled();
    }
  }
}

/**
 * The shell owns one QueryClient; a remote running standalone makes its own with the same rules.
 * Writes keep the refresh rule alone: one the api did not answer may have been carried out.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryRead,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: retryAfterRefresh, retryDelay: refreshRetryDelay },
    },
  });
}
