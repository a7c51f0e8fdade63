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
}

type Loaded<P> = { default: ComponentType<P> };

interface ModuleState<P> {
  id: string;
  component?: ComponentType<P>;
  error?: Error;
}

/**
 * Loads the module and renders it when it arrives, as a transition (React yields between units of
 * work). State, not `lazy` and Suspense: React holds a Suspense boundary's content back until 300 ms
 * after its fallback showed, so a page whose code arrived sooner waited for that pause and sent its
 * reads only then (README, Architecture).
 */
function RemoteModule<P extends object>({
  remote,
  module,
  props,
  loading,
}: {
  remote: RemoteName;
  module: string;
  props: P;
  loading: ReactNode;
}) {
  const id = `${remote}/${module}`;
  const [state, setState] = useState<ModuleState<P>>({ id });
  const current: ModuleState<P> = state.id === id ? state : { id };
  // A module this page already has (the entry route's, loaded beside start-up) renders at once.
  const component = current.component ?? loadedRemoteModule<Loaded<P>>(remote, module)?.default;
  useEffect(() => {
    if (loadedRemoteModule<Loaded<P>>(remote, module)?.default) return;
    let live = true;
    loadRemoteModule<Loaded<P>>(remote, module).then(
      (loaded) => {
        if (!live) return;
        if (loaded.default) startTransition(() => setState({ id, component: loaded.default }));
        else setState({ id, error: new Error(`${id} has no default export`) });
      },
      (error: unknown) => {
        if (live) setState({ id, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      live = false;
    };
  }, [id, remote, module]);
  // Thrown to the slot's error boundary, which shows the error panel with Retry.
  if (current.error) throw current.error;
  if (!component) return <>{loading}</>;
  const Module = component;
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
}: RemoteSlotProps<P>) {
  // A new attempt mounts the module anew, so Retry loads the remote again.
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      onRetry={() => setAttempt((a) => a + 1)}
      fallback={(retry) => (quiet ? null : <RemoteErrorPanel title={title} onRetry={retry} />)}
    >
      <RemoteModule
        key={attempt}
        remote={remote}
        module={module}
        props={props ?? ({} as P)}
        loading={quiet ? null : <Loading minHeight={minHeight} />}
      />
    </RemoteErrorBoundary>
  );
}
