import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../lib/next-task';
import { markRemoteFailed } from './remote-health';

/**
 * Federation runtime plugin.
 * - A remote that cannot load is recorded, so Retry registers it afresh, and the error goes on to
 *   the slot's error boundary, which shows the error panel.
 * - Loading a remote's module is three pieces of main-thread work (its container's start, which
 *   registers its shares; the module's chunks; the module's own code), which the runtime chains in
 *   one promise chain, so on a slow phone they ran as one long task. Each piece now starts in a task
 *   of its own, so the browser can paint and answer input between them.
 */
export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remotes',
    beforeInitRemote: () => nextTask(),
    beforeGetExpose: () => nextTask(),
    beforeExecuteFactory: () => nextTask(),
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
