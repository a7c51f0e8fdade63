import { describe, expect, it } from '@jest/globals';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import portalRuntimePlugin from './runtime-plugin';
import { settleListedScripts } from './listed-scripts';

/** The preload the runtime makes as a remote's module loads (its snapshot plugin's own list). */
const preloadOf = (nameOrAlias: string) => ({
  nameOrAlias,
  exposes: ['./TasksPage'],
  resourceCategory: 'sync' as const,
  share: false,
  depsRemote: false,
});

describe('the runtime preload of a loading module', () => {
  it('is left out for a remote whose scripts came with the page, and kept for the others', async () => {
    const script = document.createElement('script');
    script.dataset.remote = 'tasks';
    script.setAttribute('src', '/apps/tasks/remoteEntry.js');
    document.head.append(script);
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => [{ domContentLoadedEventStart: 812 }],
    });
    await settleListedScripts('tasks');

    const preloadOps = [preloadOf('tasks'), preloadOf('rewards')];
    const hook = portalRuntimePlugin().beforePreloadRemote;
    if (!hook) throw new Error('no beforePreloadRemote hook');
    await hook({ preloadOps, options: {} as never, origin: {} as ModuleFederation });
    expect(preloadOps.map((op) => op.nameOrAlias)).toEqual(['rewards']);
  });
});
