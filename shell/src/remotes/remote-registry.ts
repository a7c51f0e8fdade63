import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { catalogsReady } from '@portal/shared/i18n';
import { settleListedScripts } from './listed-scripts';
import { markRemoteFailed, takeRemoteFailure } from './remote-health';

export type RemoteName = 'tournaments' | 'tasks' | 'rewards' | 'games' | 'operator';
export type RemotesMap = Record<RemoteName, string>;

/** How long a slot waits for its remote before it shows the error panel. */
export const REMOTE_TIMEOUT_MS = 10_000;

let remotesMap: Promise<RemotesMap> | null = null;

/** The map the server inlined into the page (no round trip), when it did. */
function inlinedMap(): RemotesMap | null {
  const text = document.getElementById('portal-remotes')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RemotesMap;
  } catch {
    return null;
  }
}

function fetchMap(): Promise<RemotesMap> {
  return fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`remotes map answered ${response.status}`);
    return response.json() as Promise<RemotesMap>;
  });
}

/**
 * The remotes map (written at deploy time): inlined in the page by the server, else read from
 * /remotes.json (e.g. the dev server); each remote's manifest is registered once.
 */
export function loadRemotesMap(): Promise<RemotesMap> {
  const inlined = remotesMap ? null : inlinedMap();
  remotesMap ??= (inlined ? Promise.resolve(inlined) : fetchMap())
    .then((map) => {
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry: absolute(entry) })));
      return map;
    })
    .catch((error: unknown) => {
      remotesMap = null;
      throw error;
    });
  return remotesMap;
}

function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The modules this page has loaded, by `remote/module` (a module is loaded once per page). */
const loadedModules = new Map<string, unknown>();

/** `remote/module` if this page has loaded it already (a slot for it then renders it at once). */
export function loadedRemoteModule<T>(remote: RemoteName, module: string): T | undefined {
  return loadedModules.get(`${remote}/${module}`) as T | undefined;
}

/** Loads `remote/module`; after a failure the remote is registered again so a retry starts clean. */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  module: string,
  timeoutMs = REMOTE_TIMEOUT_MS,
): Promise<T> {
  const load = async () => {
    const map = await loadRemotesMap();
    const retry = takeRemoteFailure(remote);
    // The page's own scripts for this remote (listed after main.js) run first, or are dropped on a retry.
    await settleListedScripts(remote, retry);
    if (retry) registerRemotes([{ name: remote, entry: absolute(map[remote]) }], { force: true });
    const loaded = await loadRemote<T>(`${remote}/${module}`);
    if (!loaded) throw new Error(`${remote}/${module} is missing`);
    // The module registered its catalogs as it loaded; in Urdu, its Urdu chunk comes before render.
    await catalogsReady();
    return loaded;
  };
  try {
    const loaded = await withTimeout(load(), timeoutMs, `${remote}/${module}`);
    loadedModules.set(`${remote}/${module}`, loaded);
    return loaded;
  } catch (error) {
    // A timed-out or failed load leaves the remote marked, so Retry re-registers it.
    markRemoteFailed(remote);
    throw error;
  }
}

/**
 * Starts loading these modules now (the entry route's, while start-up still checks the session),
 * so the page renders as soon as start-up ends. A failure here is left to the slot, which loads the
 * module again and shows its error panel.
 */
export function preloadRemoteModules(modules: ReadonlyArray<{ remote: RemoteName; module: string }>): void {
  for (const { remote, module } of modules) void loadRemoteModule(remote, module).catch(() => undefined);
}
