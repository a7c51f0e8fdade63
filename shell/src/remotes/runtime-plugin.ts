import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { markRemoteFailed } from './remote-health';

/**
 * Federation runtime plugin: a remote that cannot load is recorded, so Retry registers it afresh,
 * and the error goes on to the slot's error boundary, which shows the error panel.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      markRemoteFailed(id.split('/')[0] ?? id);
      console.warn(
        `[portal] remote module ${id} could not load (${lifecycle}):`,
        error instanceof Error ? error.message : error,
      );
      return undefined;
    },
  };
}
