// The served page lists the entry route's remote scripts (remoteEntry.js and the exposed module's
// chunks) as deferred scripts after main.js, so they download beside it (api/src/plugins/web-page.ts).
// One that ran has done its work: the remote's container is defined, its chunks are installed. But
// the federation runtime and webpack, before adding a script, look for one already in the document
// with the same address and wait for its load event, which never comes again for a script that has
// already run or failed. So before a remote loads, its listed scripts are waited for and taken out.

/** The navigation's DOMContentLoaded has fired: every deferred script has run or failed. */
function deferredScriptsDone(): boolean {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation ? navigation.domContentLoadedEventStart > 0 : document.readyState === 'complete';
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
 * Retry after a failure) takes them out at once: one that never answers must not hold the retry.
 */
export async function settleListedScripts(remote: string, now = false): Promise<void> {
  const listed = [...document.querySelectorAll<HTMLScriptElement>('script[data-remote]')].filter(
    (script) => script.dataset.remote === remote,
  );
  if (listed.length === 0) return;
  if (!now && !deferredScriptsDone()) await Promise.all(listed.map(settled));
  for (const script of listed) script.remove();
}
