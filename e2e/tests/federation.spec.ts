import { expect, test } from '@playwright/test';
import { signInOverHttp } from '../../tooling/landing-sign-in';
import { ShellPage } from '../pages/shell';
import { portal } from '../support/portal';
import { loginThroughLanding, newOperatorNumber } from '../support/subscriber';

const remotes = [
  {
    name: 'tournaments',
    path: '/tournaments',
    heading: 'Weekly Tournaments',
    other: '/leaderboard',
    otherHeading: 'Leaderboard',
  },
  {
    name: 'tasks',
    path: '/daily-gaming-tasks',
    heading: 'Gaming Challenges',
    other: '/tournaments',
    otherHeading: 'Weekly Tournaments',
  },
  {
    name: 'rewards',
    path: '/leaderboard',
    heading: 'Leaderboard',
    other: '/highlights',
    otherHeading: 'Highlights',
  },
  { name: 'games', path: '/highlights', heading: 'Highlights', other: '/faqs', otherHeading: /FAQ/ },
] as const;

test.describe("module federation: the served page lists the entry route's remote scripts", () => {
  test("opened at /tournaments, the remote's entry and page scripts leave with the HTML, each once, and the page shows its tournaments", async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // The remote's scripts this page's document asked the network for (the home page's before it,
    // and copies the browser served from its memory cache, are not counted).
    const requested = new Map<string, { path: string; by: string; loader: string }>();
    const fromCache = new Set<string>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, loaderId }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/apps/tournaments/') && path.endsWith('.js'))
        requested.set(requestId, { path, by: initiator.type, loader: loaderId });
    });
    cdp.on('Network.requestServedFromCache', ({ requestId }) => void fromCache.add(requestId));
    const documentLoader = new Promise<string>((resolve) => {
      cdp.on('Network.requestWillBeSent', ({ type, request, loaderId }) => {
        if (type === 'Document' && new URL(request.url).pathname === '/tournaments') resolve(loaderId);
      });
    });

    // Each parse and run of the remote's files, by page (a page's scripts share its JavaScript context).
    await cdp.send('Debugger.enable');
    const parsed: Array<{ path: string; context: number }> = [];
    cdp.on('Debugger.scriptParsed', ({ url, executionContextId }) => {
      const path = url ? new URL(url).pathname : '';
      if (path.startsWith('/apps/tournaments/')) parsed.push({ path, context: executionContextId });
    });
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weekly Tournaments');
    await expect(page.locator('.tournament-card').first()).toContainText('Cannon Clash');
    const loader = await documentLoader;
    const fetched = [...requested]
      .filter(([id, r]) => r.loader === loader && !fromCache.has(id))
      .map(([, { path, by }]) => ({ path, by }));
    const entry = fetched.filter(({ path }) => path === '/apps/tournaments/remoteEntry.js');
    const pageScript = fetched.filter(({ path }) => path.includes('__federation_expose_TournamentsPage.'));
    // Asked for by the HTML parser (listed in the page), not by the federation runtime after main.js ran.
    expect(entry).toEqual([{ path: '/apps/tournaments/remoteEntry.js', by: 'parser' }]);
    expect(pageScript).toHaveLength(1);
    expect(pageScript[0]?.by).toBe('parser');
    expect(new Set(fetched.map(({ path }) => path)).size).toBe(fetched.length);
    // On this page each ran once: the federation runtime did not run the listed chunks again as the
    // remote loaded (the home page before it ran some of the same files in its own context).
    const context = parsed.findLast(({ path }) => path === pageScript[0]?.path)?.context;
    const here = parsed.filter((p) => p.context === context).map(({ path }) => path);
    expect(here).toContain('/apps/tournaments/remoteEntry.js');
    expect(here.filter((path, i) => here.indexOf(path) !== i)).toEqual([]);
    // The shell took them out of the document once they had run.
    await expect(page.locator('script[data-remote]')).toHaveCount(0);
  });

  test("arriving from sign-in at /leaderboard, the check-in popup's files leave with the HTML, and the popup shows its line", async ({
    page,
  }) => {
    const { a } = await signInOverHttp(portal.origin, newOperatorNumber());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const tasksScripts: Array<{ path: string; by: string }> = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/apps/tasks/') && path.endsWith('.js'))
        tasksScripts.push({ path, by: initiator.type });
    });
    await page.goto(`/leaderboard?a=${a}`);
    const popup = page.getByRole('dialog', { name: 'Daily Login Reward' });
    await expect(popup).toContainText('Check in every day to keep your streak going.');
    await expect(page.getByRole('list', { name: 'Top 3' }).getByRole('listitem')).toHaveCount(3);
    // The tasks remote's entry and the popup's chunk were asked for by the HTML parser (listed in
    // the page), each once, not by the federation runtime after main.js ran.
    const entry = tasksScripts.filter(({ path }) => path === '/apps/tasks/remoteEntry.js');
    const chunk = tasksScripts.filter(({ path }) => path.includes('__federation_expose_DailyCheckinPopup.'));
    expect(entry).toEqual([{ path: '/apps/tasks/remoteEntry.js', by: 'parser' }]);
    expect(chunk.map(({ by }) => by)).toEqual(['parser']);
    await expect(page.locator('script[data-remote]')).toHaveCount(0);
  });
});

test.describe('module federation: a remote that is down', () => {
  for (const remote of remotes) {
    test(`with ${remote.name} unreachable the rest works, its routes show the error panel, and Retry recovers`, async ({
      page,
    }) => {
      await page.route(`**/apps/${remote.name}/**`, (route) => route.abort('connectionrefused'));
      await loginThroughLanding(page);
      const shell = new ShellPage(page);

      // Home still renders its own parts; the remote's blocks show the panel in their slot (blocks
      // below the first screen load when they come near the viewport: scroll to the footer).
      await expect(page.getByRole('heading', { name: 'Learn & Win' })).toBeVisible();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(shell.errorPanel().first()).toBeVisible();

      await shell.navigateInApp(remote.path);
      await expect(shell.errorPanel()).toBeVisible();
      await expect(shell.errorPanel().getByRole('button', { name: 'Retry' })).toBeVisible();

      await shell.navigateInApp(remote.other);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(remote.otherHeading);
      await expect(shell.errorPanel()).toHaveCount(0);

      await shell.navigateInApp(remote.path);
      await expect(shell.errorPanel()).toBeVisible();
      await page.unroute(`**/apps/${remote.name}/**`);
      await shell.errorPanel().getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(remote.heading);
      await expect(shell.errorPanel()).toHaveCount(0);
    });
  }

  test("opened at a remote's page with the remote answering 500, the page shows the error panel and Retry loads the remote", async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    // The served page lists the rewards remote's scripts after main.js; every script of the remote
    // fails here (its manifest answers), so the listed ones fail first, then the runtime's own.
    await page.route('**/apps/rewards/*.js', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/rewards');
    await expect(shell.errorPanel()).toBeVisible();
    await expect(page.locator('script[src*="/apps/rewards/"]')).toHaveCount(0);

    await page.unroute('**/apps/rewards/*.js');
    await shell.errorPanel().getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByText('PUBG Mobile 60 UC').first()).toBeVisible();
    await expect(shell.errorPanel()).toHaveCount(0);
  });

  test('a remote manifest answering 500 puts its slot into the error panel', async ({ page }) => {
    await page.route('**/apps/rewards/mf-manifest.json', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    await shell.navigateInApp('/leaderboard');
    await expect(shell.errorPanel()).toBeVisible();
  });
});

test.describe('module federation: shared singletons', () => {
  test('React, react-dom, jotai and @portal/shared are downloaded once, from the shell', async ({ page }) => {
    const remoteScripts: string[] = [];
    const shellScripts: string[] = [];
    const pending: Array<Promise<unknown>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      pending.push(
        response
          .text()
          .then((body) => (path.startsWith('/apps/') ? remoteScripts : shellScripts).push(body))
          .catch(() => undefined),
      );
    });
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    for (const path of ['/tournaments', '/daily-gaming-tasks', '/leaderboard', '/highlights', '/profile']) {
      await shell.navigateInApp(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);

    const signatures = {
      react: 'react.transitional.element',
      'react-dom': 'Minified React error',
      'jotai/utils': 'getOnInit',
      '@portal/shared/api': 'Token refreshongoing.',
    };
    for (const [library, signature] of Object.entries(signatures)) {
      expect(
        shellScripts.some((body) => body.includes(signature)),
        `${library} comes from the shell`,
      ).toBe(true);
      expect(
        remoteScripts.filter((body) => body.includes(signature)),
        `${library} is not downloaded again by a remote`,
      ).toEqual([]);
    }

    // The federation runtime's share scope: one loaded copy of each singleton, provided by the shell.
    const scope = await page.evaluate(() => {
      type Version = { from: string; loaded?: boolean; loading?: unknown };
      const federation = (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, Version>>>>;
          };
        }
      ).__FEDERATION__;
      const result: Record<string, string[]> = {};
      for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
          for (const version of Object.values(versions)) {
            if (version.loaded || version.loading) (result[pkg] ??= []).push(version.from);
          }
        }
      }
      return Object.fromEntries(Object.entries(result).map(([pkg, from]) => [pkg, [...new Set(from)]]));
    });
    for (const pkg of ['react', 'react-dom', 'jotai', '@portal/shared/session', '@portal/shared/api']) {
      expect(scope[pkg], `${pkg} loaded once, from the shell`).toEqual(['shell']);
    }
  });
});
