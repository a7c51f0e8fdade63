import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Loading } from '@portal/shared/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { loadRemoteModule, type RemoteName } from './remote-registry';

export interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  module: string;
  /** Heading of the error panel, e.g. the page or block title. */
  title: string;
  props?: P;
  /** Space reserved while loading, so the page does not shift. */
  minHeight?: number | string;
  /** Popups: nothing while loading and nothing when the remote is down. */
  quiet?: boolean;
}

/** Renders a module exposed by a remote, lazily, with a loading state and an error panel with Retry. */
export function RemoteSlot<P extends object>({
  remote,
  module,
  title,
  props,
  minHeight = 160,
  quiet = false,
}: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(remote, module)),
    // A new attempt makes a new lazy component, so Retry loads the remote again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary
      onRetry={() => setAttempt((a) => a + 1)}
      fallback={(retry) => (quiet ? null : <RemoteErrorPanel title={title} onRetry={retry} />)}
    >
      <Suspense fallback={quiet ? null : <Loading minHeight={minHeight} />}>
        <Lazy {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
