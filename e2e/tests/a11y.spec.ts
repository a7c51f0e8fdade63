import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { dismissStartupPopups, loginThroughLanding } from '../support/subscriber';

// Accessibility: axe-core on every route of docs/product/access-and-start-up.md, wide (1280x800) and phone (390x844),
// with no violation of any impact, the open video popup included; keyboard use of the
// drawer, the modals, the menu and carousels.

// Independent tests (each signs in on its own): spread them over the workers.
test.describe.configure({ mode: 'parallel' });

const expect = baseExpect.configure({ timeout: 30_000 });

/** Every route of docs/product/access-and-start-up.md; routes that need routing state are scanned where they land. */
const routes = [
  '/',
  '/tasks',
  '/daily-gaming-tasks',
  '/game-challenges?gameId=1',
  '/highlights',
  '/game-highlights?gameId=1&gameName=PUBG%20Mobile',
  '/tournaments',
  '/join-tournament?tournamentId=1',
  '/rewards',
  '/leaderboard',
  '/completed',
  '/profile',
  '/edit-profile',
  '/faqs',
  '/unsubscribe',
  '/learn-win',
  '/redeem',
  '/thankyou',
  '/terms-service',
  '/tournaments/1/bracket',
  '/no-such-page',
  '/aim-train',
  '/cannon-clash',
  '/puzzle-mania',
];

/** Routes that return elsewhere without routing state (/thankyou without a claim): scanned where they land. */
const needsState = new Set(['/redeem', '/thankyou', '/aim-train', '/cannon-clash', '/puzzle-mania']);

const viewports = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 390, height: 844 },
];

/** The page has settled: a main heading, no loading indicator left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(page.getByRole('main').getByRole('status'))
    .toHaveCount(0, { timeout: 20_000 })
    .catch(() => undefined);
}

async function axeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${where}: [${v.impact}] ${v.id}: ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** Routes per test: each test signs in once and moves through its routes inside the app. */
const GROUP = 4;
const groups = Array.from({ length: Math.ceil(routes.length / GROUP) }, (_, i) =>
  routes.slice(i * GROUP, (i + 1) * GROUP),
);

test.describe('accessibility: axe on every route', () => {
  for (const viewport of viewports) {
    for (const group of groups) {
      test(`no axe violations, ${viewport.name} (${viewport.width} px): ${group.join(' ')}`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await loginThroughLanding(page);
        await dismissStartupPopups(page);
        const shell = new ShellPage(page);
        const found: string[] = [];
        for (const route of group) {
          if (route !== '/') await shell.navigateInApp(route, { redirects: needsState.has(route) });
          await settled(page);
          found.push(...(await axeViolations(page, `${route} (${viewport.name})`)));
        }
        expect(found).toEqual([]);
      });
    }
  }

  for (const viewport of viewports) {
    test(`the open video popup has no axe violations, ${viewport.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await loginThroughLanding(page);
      await dismissStartupPopups(page);
      await new ShellPage(page).navigateInApp('/game-highlights?gameId=1&gameName=PUBG%20Mobile');
      await settled(page);
      const card = page.getByRole('button', { name: /Play video/ }).first();
      const title = ((await card.textContent()) ?? '').replace('Play video', '').trim();
      await card.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe')).toHaveAttribute('title', title);
      expect(await axeViolations(page, `video popup (${viewport.name})`)).toEqual([]);
    });
  }

  test('the start-up popup has no axe violations', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughLanding(page, { popups: true });
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, 'daily check-in popup')).toEqual([]);
  });
});

/**
 * Focus moves into the element matching `selector` and stays there through `presses` Tab presses.
 * Returns the check, for further keys.
 */
async function expectFocusTrapped(page: Page, selector: string, presses: number) {
  const inside = () =>
    page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);
  await expect.poll(inside).toBe(true);
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus after ${i + 1} Tab presses`).toBe(true);
  }
  return inside;
}

test.describe('accessibility: keyboard', () => {
  test('the drawer opens from the keyboard, traps focus, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    const shell = new ShellPage(page);
    await shell.menuButton().focus();
    await page.keyboard.press('Enter');
    await expect(shell.drawer()).toBeVisible();
    const inDrawer = await expectFocusTrapped(page, '#portal-drawer', 25);
    await page.keyboard.press('Shift+Tab');
    expect(await inDrawer()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(shell.drawer()).toBeHidden();
    await expect(shell.menuButton()).toBeFocused();
  });

  test('the daily check-in modal traps focus and closes with Escape', async ({ page }) => {
    await loginThroughLanding(page, { popups: true });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, '[role="dialog"]', 12);
    const titleId = await dialog.first().getAttribute('aria-labelledby');
    await page.keyboard.press('Escape');
    await expect(page.locator(`[role="dialog"][aria-labelledby="${titleId}"]`)).toHaveCount(0);
  });

  test('the menu is reachable by Tab from the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    await page.locator('body').focus();
    const reached: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el?.closest('nav') ? (el.textContent ?? '').trim() : '';
        }),
      );
    }
    expect(reached.some((text) => /Leaderboard/.test(text))).toBe(true);
  });

  test('carousels can be paused from the keyboard and stay on their slide', async ({ page }) => {
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    const promo = page.getByRole('region', { name: 'Promotions' });
    const pause = promo.getByRole('button', { name: 'Pause slides' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(promo.getByRole('button', { name: 'Play slides' })).toBeVisible();
    const slide = await promo.getByRole('group').first().getAttribute('aria-label');
    await page.waitForTimeout(5_000); // longer than the banner's 4 s interval
    expect(await promo.getByRole('group').first().getAttribute('aria-label')).toBe(slide);
  });
});
