import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '@portal/shared/ui';

/** The console's screens show a query through the portal's one QueryState (loading, error with Retry, data). */
export function QueryView<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  return (
    <QueryState query={query} minHeight={200}>
      {children}
    </QueryState>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="op-empty">{children}</p>;
}
