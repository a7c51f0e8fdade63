import { QueryClient } from '@portal/shared/query';

/** The shell owns one QueryClient; a remote running standalone makes its own with the same rules. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
