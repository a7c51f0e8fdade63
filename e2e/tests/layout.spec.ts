import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { dismissStartupPopups, loginThroughLanding } from '../support/subscriber';

// A 390 px phone (844 tall): no page of the portal scrolls sideways, signed in on every route,
// and as a partner visitor or guest on the routes they may open.

test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 390, height: 844 };

const signedInRoutes = [
  '/',
  '/tasks',
  '/daily-gaming-tasks',
  '/game-challenges?gameId=1',
  '/highlights',
  '/game-highlights?gameId=1&gameName=PUBG%20Mobile',
  '/tournaments',
  '/join-tournament?tournamentId=1',
  '/tournaments/1/bracket',
  '/rewards',
  '/leaderboard',
  '/completed',
  '/profile',
  '/edit-profile',
  '/faqs',
  '/unsubscribe',
  '/learn-win',
  '/terms-service',
  '/redeem',
  '/thankyou',
  '/aim-train',
  '/cannon-clash',
  '/puzzle-mania',
  '/no-such-page',
];
/** Routes that send a visitor on without routing state: measured where they land. */
const needsState = new Set(['/redeem', '/thankyou', '/aim-train', '/cannon-clash', '/puzzle-mania']);

/** Pages a visitor without a session may open: partner (gamenow) routes and the landing page. */
const visitorPages = [
  '/tasks?refferer=gamenow',
  '/join-tournament?tournamentId=1&refferer=gamenow',
  '/profile?refferer=gamenow',
  '/landing',
];

/** Elements reaching past the right edge, for the failure message. */
async function overflow(page: Page, where: string): Promise<string[]> {
  // Let late content (images, remote chunks) take its place first.
  await page.waitForLoadState('load');
  await expect(page.locator('.pz-loading'))
    .toHaveCount(0, { timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  return page.evaluate((label) => {
    const width = document.documentElement.clientWidth;
    const scroll = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scroll <= width) return [];
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
    return [`${label}: page ${scroll} px wide on a ${width} px screen; ${wide.join(', ')}`];
  }, where);
}

const GROUP = 6;
const groups = Array.from({ length: Math.ceil(signedInRoutes.length / GROUP) }, (_, i) =>
  signedInRoutes.slice(i * GROUP, (i + 1) * GROUP),
);

test.describe('layout: no sideways scroll at 390 px', () => {
  for (const group of groups) {
    test(`signed in: ${group.join(' ')}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(PHONE);
      await loginThroughLanding(page);
      await dismissStartupPopups(page);
      const shell = new ShellPage(page);
      const found: string[] = [];
      for (const route of group) {
        if (route !== '/') await shell.navigateInApp(route, { redirects: needsState.has(route) });
        found.push(...(await overflow(page, route)));
      }
      expect(found).toEqual([]);
    });
  }

  test('the check itself sees a page that scrolls sideways', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/landing');
    expect(await overflow(page, '/landing')).toEqual([]);
    // The sign-in card keeps a margin on a phone (it was squeezed to the screen's edges).
    const card = await page.locator('main').boundingBox();
    expect(card?.x).toBeGreaterThanOrEqual(12);
    expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(PHONE.width - 12);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.className = 'too-wide';
      wide.style.flex = '0 0 501px';
      wide.style.width = '501px';
      wide.style.height = '10px';
      document.body.append(wide);
    });
    expect(await overflow(page, '/landing')).toEqual([
      expect.stringMatching(/^\/landing: page \d+ px wide on a 390 px screen; .*div\.too-wide/),
    ]);
  });

  test('partner visitors and guests', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const found: string[] = [];
    for (const path of visitorPages) {
      await page.goto(path);
      await page.waitForTimeout(1_500);
      expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
      found.push(...(await overflow(page, path)));
    }
    expect(found).toEqual([]);
  });
});
