import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { scriptsCameWithPage, settleListedScripts } from './listed-scripts';

// The page's deferred remote scripts as the api lists them after main.js.
function listScript(remote: string, src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.defer = true;
  script.dataset.remote = remote;
  script.setAttribute('src', src);
  // jsdom fetches no script: the attribute is all the shell reads.
  document.head.append(script);
  return script;
}

/** The navigation's DOMContentLoaded has (or has not yet) fired. */
function documentParsed(done: boolean) {
  const navigation = { domContentLoadedEventStart: done ? 812 : 0 };
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [navigation] : []),
  });
}

const listed = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-remote]')].map((s) => s.getAttribute('src'));

/** Whether the promise has settled after the pending callbacks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => {
  Reflect.deleteProperty(performance, 'getEntriesByType');
});

describe("the page's listed remote scripts", () => {
  it("waits for the remote's scripts still to run, then takes them out, leaving other remotes' scripts", async () => {
    documentParsed(false);
    const entry = listScript('tasks', '/apps/tasks/remoteEntry.js');
    const chunk = listScript('tasks', '/apps/tasks/expose_TasksPage.1234.js');
    listScript('rewards', '/apps/rewards/remoteEntry.js');

    const settling = settleListedScripts('tasks');
    expect(await isSettled(settling)).toBe(false);
    entry.dispatchEvent(new Event('load'));
    expect(await isSettled(settling)).toBe(false);
    // A script that failed settles too: the federation runtime then loads the remote itself.
    chunk.dispatchEvent(new Event('error'));
    await settling;
    expect(listed()).toEqual(['/apps/rewards/remoteEntry.js']);
  });

  it('settles scripts that ran before the shell looked once the document has run its deferred scripts', async () => {
    documentParsed(false);
    listScript('tasks', '/apps/tasks/remoteEntry.js');
    const settling = settleListedScripts('tasks');
    expect(await isSettled(settling)).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settling;
    expect(listed()).toEqual([]);
  });

  it('takes them out at once when the document is done, or on a Retry, even if one never answered', async () => {
    documentParsed(true);
    listScript('tasks', '/apps/tasks/remoteEntry.js');
    await settleListedScripts('tasks');
    expect(listed()).toEqual([]);

    documentParsed(false);
    listScript('tasks', '/apps/tasks/remoteEntry.js');
    await settleListedScripts('tasks', true);
    expect(listed()).toEqual([]);
  });

  it('does not wait where the browser has no navigation timing (the events may have fired already)', async () => {
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [] });
    listScript('tasks', '/apps/tasks/remoteEntry.js');
    expect(await isSettled(settleListedScripts('tasks'))).toBe(true);
    expect(listed()).toEqual([]);
  });

  it('does nothing for a remote the page did not list', async () => {
    documentParsed(false);
    listScript('rewards', '/apps/rewards/remoteEntry.js');
    expect(await isSettled(settleListedScripts('tasks'))).toBe(true);
    expect(listed()).toEqual(['/apps/rewards/remoteEntry.js']);
  });
});

describe('a remote whose scripts came with the page', () => {
  it('is remembered once its scripts have run, and forgotten when a Retry loads it afresh', async () => {
    documentParsed(true);
    listScript('rewards', '/apps/rewards/remoteEntry.js');
    expect(scriptsCameWithPage('rewards')).toBe(false);
    await settleListedScripts('rewards');
    expect(scriptsCameWithPage('rewards')).toBe(true);
    // Its later modules: the page's scripts are gone, the remote is still one the page brought.
    await settleListedScripts('rewards');
    expect(scriptsCameWithPage('rewards')).toBe(true);
    await settleListedScripts('rewards', true);
    expect(scriptsCameWithPage('rewards')).toBe(false);
  });

  it('is not a remote the page did not list, nor one whose listed scripts a Retry dropped', async () => {
    documentParsed(true);
    await settleListedScripts('games');
    expect(scriptsCameWithPage('games')).toBe(false);
    listScript('operator', '/apps/operator/remoteEntry.js');
    await settleListedScripts('operator', true);
    expect(scriptsCameWithPage('operator')).toBe(false);
  });
});
