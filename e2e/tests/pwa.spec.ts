import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { dismissStartupPopups, loginThroughLanding } from '../support/subscriber';

// The installable portal: the web app manifest, the service worker (never holding api answers or
// remote manifests), the offline page, and the offline banner with recovery.

const OFFLINE_TEXT = "You're offline. PlayZone will reconnect when your connection returns.";

test.describe('installable: manifest and service worker', () => {
  test('the manifest names the portal and its icons are served as PNGs of their stated size', async ({
    page,
    request,
  }) => {
    await page.goto('/landing');
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'PlayZone',
      short_name: 'PlayZone',
      start_url: '/',
      display: 'standalone',
    });
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      const body = await png.body();
      // A PNG's IHDR holds its width and height at bytes 16-23.
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('the service worker controls the portal, and its cache holds no api answer or remote manifest', async ({
    page,
  }) => {
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL))
      .toMatch(/\/sw\.js$/);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // A second load runs under the worker: the shell's hashed files are kept, nothing else is.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const shell = new ShellPage(page);
    await shell.navigateInApp('/rewards');
    await expect(page.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible({ timeout: 30_000 });
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        urls.push(...(await cache.keys()).map((r) => new URL(r.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((url) => /^\/main\.[0-9a-f]{10}\.css$|\.[0-9a-f]{10}\.js$/.test(url))).toBe(true);
    expect(
      cached.filter((url) => /^\/api\/|remotes\.json|mf-manifest|remoteEntry|^\/apps\//.test(url)),
    ).toEqual([]);
  });

  test('a page opened without a connection shows the offline page, which reloads when it returns', async ({
    page,
    context,
  }) => {
    await loginThroughLanding(page);
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)))
      .toBe(true);
    await context.setOffline(true);
    await page.goto('/tournaments').catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    // The offline page reloads by itself: the portal's own page is back.
    await expect(page.getByRole('heading', { name: 'Weekly Tournaments' })).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('offline banner', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`a dropped connection shows the banner and the page recovers when it returns (${viewport.width} px)`, async ({
      page,
      context,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await loginThroughLanding(page);
      await dismissStartupPopups(page);
      const banner = page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
      await expect(banner).toHaveCount(0);

      await context.setOffline(true);
      await expect(banner).toBeVisible();
      // A screen whose data and code were never loaded cannot open while offline...
      await new ShellPage(page).navigateInApp('/leaderboard');
      await page.waitForTimeout(1_000);
      await page.screenshot({ path: testInfo.outputPath(`offline-${viewport.width}.png`) });
      await expect(page.getByRole('list', { name: 'Top 3' })).toHaveCount(0);

      // ...and opens by itself once the connection is back, with no Retry pressed.
      await context.setOffline(false);
      await expect(page.getByText('Back online.')).toBeVisible();
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('list', { name: 'Top 3' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
      await expect(page.getByText('Back online.')).toHaveCount(0, { timeout: 10_000 });
    });
  }
});
