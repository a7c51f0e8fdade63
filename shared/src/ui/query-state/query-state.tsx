import { useDeferredValue, type ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorMessage } from '../error-message/error-message';
import { Loading } from '../loading/loading';
import { useSharedT } from '../use-shared-t';

/** What QueryState reads of a react-query result. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  loadingLabel?: string;
  /** Height kept while loading or failed, so the page does not jump when the data arrives. */
  minHeight?: number | string;
  /** Shown instead of the error's own message (a screen's fixed fallback). */
  errorMessage?: string;
  /** 'Error: {message}' (the default for lists, docs/product/access-and-start-up.md) or the bare message. */
  prefixed?: boolean;
  /** With `empty`: when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows a query: loading, then the error (with Retry), the empty message, or
 * the data. Fetchers raise ApiErrors whose message may be shown as is.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, isEmpty, empty, children } = props;
  const t = useSharedT();
  // Data that arrives once the screen is up renders in a transition, which yields to the browser as
  // it goes: the query cache's update is synchronous, so a list of cards rendered in one long task
  // (what Total Blocking Time counts on a slow phone). Meanwhile the loading state stays.
  const data = useDeferredValue(query.data);
  if (query.isPending) return <Loading label={props.loadingLabel} minHeight={props.minHeight} />;
  if (query.error || query.data === undefined) {
    const message = props.errorMessage ?? query.error?.message ?? t('shared.error.somethingWrong');
    return <ErrorMessage message={message} prefixed={props.prefixed} onRetry={() => void query.refetch()} />;
  }
  if (data === undefined) return <Loading label={props.loadingLabel} minHeight={props.minHeight} />;
  if (empty !== undefined && isEmpty?.(data)) return <EmptyState message={empty} />;
  return <>{children(data)}</>;
}
