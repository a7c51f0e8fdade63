import { expect, test, type Locator } from '@playwright/test';
import { dismissStartupPopups, loginThroughLanding } from '../support/subscriber';

// Card and banner art is served as WebP, which the browser decodes off the page's main thread (an
// SVG image costs it a document of its own); the SVG stays the fallback (scripts/raster-art.mjs).

/**
 * The file an image shows (without its content hash) and its width in pixels; no file while the
 * browser is still choosing (a resize, or React's render replacing the server-written banner).
 */
const drawn = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => ({
    file: img.currentSrc ? new URL(img.currentSrc).pathname.replace(/\.[0-9a-f]+\./, '.') : '',
    width: img.naturalWidth,
  }));

test.describe('art: raster copies', () => {
  test('the home banner and the tournament covers are drawn from their WebP copies at each width, and their SVGs are never fetched', async ({
    page,
  }) => {
    const art: string[] = [];
    page.on(
      'request',
      (r) => void (/\/assets\/[\w-]+\.[0-9a-f]+\.(svg|webp)$/.test(r.url()) && art.push(r.url())),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    const banner = page.locator('.promo-slide__image').first();
    await expect(banner).toHaveJSProperty('complete', true);
    await expect.poll(() => drawn(banner)).toEqual({ file: '/assets/tournaments-narrow.webp', width: 768 });

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => drawn(banner)).toEqual({ file: '/assets/tournaments-wide.webp', width: 1200 });

    await page.goto('/tournaments');
    const cover = page.locator('img.tournament-card__cover').first();
    await expect(cover).toHaveJSProperty('complete', true);
    const { file, width } = await drawn(cover);
    expect(file).toMatch(/^\/assets\/[\w-]+\.webp$/);
    expect([700, 560]).toContain(width);
    expect(art.length).toBeGreaterThan(2);
    // The Learn & Win banners (below the home page's first screen) are still drawn as SVG.
    const learnWin = /\/(esports-basics|pro-tips|quiz-and-win)\./;
    expect(art.filter((url) => url.endsWith('.svg') && !learnWin.test(url))).toEqual([]);
  });

  test("every page's icon is a PNG and the header's neutral avatar a WebP, so a first visit draws no SVG before the page's own art", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    await page.goto('/tasks');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^data:image\/png;base64,/);
    const pixels = await page.evaluate(async (href) => {
      const image = new Image();
      image.src = href;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, icon!);
    expect(pixels).toEqual([32, 32]);
    const avatar = page.locator('.portal-header__avatar');
    await expect(avatar).toHaveJSProperty('complete', true);
    expect(await drawn(avatar)).toEqual({ file: '/assets/avatar.webp', width: 128 });
  });
});
