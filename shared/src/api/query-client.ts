import { QueryClient } from '@portal/shared/query';
import { isRefreshOngoing, refreshSettled } from './client';

const MAX_REFRESH_RETRIES = 4;
// 250 ms, then doubling: a refresh still running on a slow phone has about 4 s to finish.
const refreshRetryDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 2000);

/**
 * A call refused with 'Token refreshongoing.' was never carried out (the api answered 401), so it
 * is retried once the refresh has finished; every other failure reaches the screen at once.
 */
export function retryAfterRefresh(failureCount: number, error: unknown): boolean {
  return isRefreshOngoing(error) && failureCount < MAX_REFRESH_RETRIES;
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

/** The shell owns one QueryClient; a remote running standalone makes its own with the same rules. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryAfterRefresh,
        retryDelay: refreshRetryDelay,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: retryAfterRefresh, retryDelay: refreshRetryDelay },
    },
  });
}
