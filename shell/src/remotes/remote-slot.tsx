import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Loading } from '@portal/shared/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { loadedRemoteModule, loadRemoteModule, type RemoteName } from './remote-registry';

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
  /**
   * Renders the module the moment its code arrives rather than in a transition: for a popup, small
   * and on top of the page, which as a transition waited for the page's render to finish.
   */
  atOnce?: boolean;
}

type Loaded<P> = { default?: ComponentType<P> };

interface ModuleState<P> {
  component?: ComponentType<P>;
  error?: Error;
}

/**
 * Loads the module and renders it when it arrives, as a transition (React yields between units of
 * work), or with an ordinary update for a popup (`atOnce`). State, not `lazy` and Suspense: React
 * holds a Suspense boundary's content back until 300 ms after its fallback showed, so a page whose
 * code arrived sooner waited for that pause and sent its reads only then (README, Architecture).
 */
function RemoteModule<P extends object>({
  remote,
  module,
  props,
  loading,
  atOnce,
}: {
  remote: RemoteName;
  module: string;
  props: P;
  loading: ReactNode;
  atOnce: boolean;
}) {
  // A module this page already has (the entry route's, loaded beside start-up) renders at once.
  const [{ component: Module, error }, setState] = useState<ModuleState<P>>(() => ({
    component: loadedRemoteModule<Loaded<P>>(remote, module)?.default,
  }));
  const loaded = Module !== undefined;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadRemoteModule<Loaded<P>>(remote, module)
      .then(({ default: component }) => {
        if (!component) throw new Error(`${remote}/${module} has no default export`);
        if (!live) return;
        if (atOnce) setState({ component });
        else startTransition(() => setState({ component }));
      })
      .catch((failure: unknown) => {
        if (live) setState({ error: failure instanceof Error ? failure : new Error(String(failure)) });
      });
    return () => {
      live = false;
    };
  }, [loaded, remote, module, atOnce]);
  // Thrown to the slot's error boundary, which shows the error panel with Retry.
  if (error) throw error;
  if (!Module) return <>{loading}</>;
  return <Module {...props} />;
}

/** Renders a module exposed by a remote, lazily, with a loading state and an error panel with Retry. */
export function RemoteSlot<P extends object>({
  remote,
  module,
  title,
  props,
  minHeight = 160,
  quiet = false,
  atOnce = false,
}: RemoteSlotProps<P>) {
  // A new attempt (or another module in the same place) mounts the module anew, so Retry loads
  // the remote again.
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      onRetry={() => setAttempt((a) => a + 1)}
      fallback={(retry) => (quiet ? null : <RemoteErrorPanel title={title} onRetry={retry} />)}
    >
      <RemoteModule
        key={`${remote}/${module}#${attempt}`}
        remote={remote}
        module={module}
        props={props ?? ({} as P)}
        loading={quiet ? null : <Loading minHeight={minHeight} />}
        atOnce={atOnce}
      />
    </RemoteErrorBoundary>
  );
}
