import type { ReactNode } from 'react';
import { ErrorMessage, Loading } from '@portal/shared/ui';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Loading, error (with Retry) and the loaded view of one query, the same on every screen. */
export function QueryView<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading minHeight={200} />;
  if (query.error || query.data === undefined) {
    return <ErrorMessage message={query.error?.message ?? 'No data.'} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="op-empty">{children}</p>;
}
