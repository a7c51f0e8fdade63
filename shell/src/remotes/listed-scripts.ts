// The served page lists the entry route's remote scripts (remoteEntry.js and the exposed module's
// chunks) as deferred scripts after main.js, so they download beside it (api/src/plugins/web-page.ts).
// The federation runtime knows a remote as loaded by its container (the global its entry defines)
// and webpack a chunk by its own record of installed chunks; neither knows a script still on its
// way, and asked before it has run, both would load the same file a second time. So before a remote
// loads, its listed scripts are waited for (run or failed), then taken out of the document: what
// failed, the runtime asks for itself.
//
// The runtime also starts a module's chunks itself, as a remote loads, with script elements of its
// own (its preload of the module's assets from the manifest). For chunks the page's scripts already
// ran, that is a second download from the memory cache and a second parse and run of the whole file
// (webpack then ignores its modules). So a remote whose scripts came with the page is remembered,
// and runtime-plugin.ts leaves out that preload for it: webpack loads whatever it still lacks.

/** Remotes whose scripts the page listed: their container and first chunks are webpack's already. */
const cameWithPage = new Set<string>();

/** Whether `remote`'s scripts came with the page (and no Retry has loaded it afresh since). */
export function scriptsCameWithPage(remote: string): boolean {
  return cameWithPage.has(remote);
}

/**
 * The navigation's DOMContentLoaded has fired, so every deferred script has run or failed; also
 * true where the browser has no navigation timing (it cannot tell, and must not wait for events
 * that may have fired already: at worst a listed file is loaded twice).
 */
function deferredScriptsDone(): boolean {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation ? navigation.domContentLoadedEventStart > 0 : true;
}

function settled(script: HTMLScriptElement): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
    // A script that already ran is settled by the time the document's deferred scripts are done.
    document.addEventListener('DOMContentLoaded', done, { once: true });
  });
}

/**
 * Waits for `remote`'s listed scripts to run or fail, then takes them out of the document, so the
 * federation runtime finds the remote's container defined or loads the remote itself. `now` (a
 * Retry after a failure) does not wait: one that never answers must not hold the retry.
 */
export async function settleListedScripts(remote: string, now = false): Promise<void> {
  if (now) cameWithPage.delete(remote);
  const listed = [...document.querySelectorAll<HTMLScriptElement>('script[data-remote]')].filter(
    (script) => script.dataset.remote === remote,
  );
  if (listed.length === 0) return;
  if (!now) {
    if (!deferredScriptsDone()) await Promise.all(listed.map(settled));
    cameWithPage.add(remote);
  }
  for (const script of listed) script.remove();
}
