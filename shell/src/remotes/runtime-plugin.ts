import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../lib/next-task';
import { scriptsCameWithPage } from './listed-scripts';
import { markRemoteFailed } from './remote-health';

/**
 * Federation runtime plugin.
 * - A remote that cannot load is recorded, so Retry registers it afresh, and the error goes on to
 *   the slot's error boundary, which shows the error panel.
 * - Loading a remote's module is three pieces of main-thread work (its container's start, which
 *   registers its shares; the module's chunks; the module's own code), which the runtime chains in
 *   one promise chain, so on a slow phone they ran as one long task. Each piece now starts in a task
 *   of its own, so the browser can paint and answer input between them.
 * - A remote whose scripts came with the page is not preloaded again as it loads: its chunks ran
 *   already, and the runtime's preload would fetch them from the memory cache and run them a second
 *   time (listed-scripts.ts). webpack loads the chunks it still lacks itself.
 */
export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remotes',
    beforeInitRemote: () => nextTask(),
    beforeGetExpose: () => nextTask(),
    beforeExecuteFactory: () => nextTask(),
    beforePreloadRemote({ preloadOps }) {
      // The runtime reads the list after this hook: what is taken out here is not preloaded.
      for (let i = preloadOps.length - 1; i >= 0; i--) {
        const op = preloadOps[i];
        if (op && scriptsCameWithPage(op.nameOrAlias)) preloadOps.splice(i, 1);
      }
    },
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
