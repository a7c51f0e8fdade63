import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console';
import { signInOverHttp } from '../../tooling/landing-sign-in';
import { portal } from '../support/portal';
import { sendersOf } from '../support/senders';
import {
  dismissStartupPopups,
  loginThroughLanding,
  newOperatorNumber,
  skipStartupPopups,
} from '../support/subscriber';
import { GamesPage } from '../pages/games';
import { routeHeadings, ShellPage } from '../pages/shell';

test.describe('shell: start-up and access', () => {
  test('a subscriber signs in through the landing page and lands on the home page', async ({ page }) => {
    await loginThroughLanding(page);
    await expect(page).toHaveTitle('Home | PlayZone');
    await expect(page.getByTestId('profile-name').first()).not.toHaveText('');
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('accessToken'),
      msisdn: sessionStorage.getItem('msisdn'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.msisdn).toBeTruthy();
  });

  test("start-up's token exchange and the page's first reads leave once, from the page's first script, and the rewards page draws its cards with their pictures", async ({
    page,
  }) => {
    const { a } = await signInOverHttp(portal.origin, newOperatorNumber());
    await skipStartupPopups(page);
    const exchanges = await sendersOf(page, 'POST', '/api/v1/jt/gen');
    const rewardReads = await sendersOf(page, 'POST', '/api/v1/rewards');
    const pictureRequests: string[] = [];
    page.on('request', (r) => void (/reward-\d+\./.test(r.url()) && pictureRequests.push(r.url())));
    const tokens: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/v1/jt/gen')) tokens.push(r.headers()['access_token'] ?? '');
    });

    await page.goto(`/rewards?a=${a}`);
    const card = page.locator('article.reward-card').first();
    await expect(card.getByRole('heading')).not.toHaveText('');
    // The reward's picture is drawn inline with the card: its own drawing, at the card's width, and
    // never asked for as a file.
    const picture = card.locator('.reward-card__art svg');
    await expect(picture.locator('radialGradient')).toHaveAttribute('id', /^reward-\d+-glow$/);
    const box = await picture.boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(320 / 200, 1);
    expect(pictureRequests).toEqual([]);
    expect(exchanges).toEqual(['/early.js']);
    // The rewards list left from there too, the moment the exchange answered, and the page drew it
    // from that answer: no second read.
    expect(rewardReads).toEqual(['/early.js']);
    // The page signed in with that exchange's token: start-up took its answer over.
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBe(tokens[0]);
    await expect(page).toHaveURL(/\/rewards$/);

    // A reload in the same tab has a token: no exchange, the session is checked instead.
    await page.reload();
    await expect(page.locator('article.reward-card').first()).toBeVisible();
    expect(exchanges).toEqual(['/early.js']);
    expect(rewardReads).toHaveLength(2);
    expect(rewardReads[1]).not.toBe('/early.js');
  });

  test('a guest is sent to the landing page', async ({ page }) => {
    await page.goto('/tournaments');
    await page.waitForURL('**/landing');
    await expect(page.getByLabel('Operator number')).toBeVisible();
  });

  test('a bad a value goes to the landing page with nothing stored', async ({ page }) => {
    await page.goto('/?a=forged.reference.value');
    await page.waitForURL('**/landing');
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys).toEqual([]);
  });

  for (const path of ['/tasks', '/join-tournament', '/profile']) {
    test(`the gamenow flag keeps a visitor without a session on ${path}`, async ({ page }) => {
      await page.goto(`${path}?refferer=gamenow`);
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test('the gamenow flag lets start-up keep a visitor on /redeem, whose own rule then applies', async ({
    page,
  }) => {
    await page.goto('/redeem?refferer=gamenow');
    // Start-up keeps the partner flag (a guest sent away by start-up has nothing stored); /redeem
    // opened without routing state then returns to /rewards, which sends a guest to the landing page.
    await page.waitForURL('**/landing');
    const stored = await page.evaluate(() => ({
      gamesNowRef: sessionStorage.getItem('gamesNowRef'),
      refferer: sessionStorage.getItem('refferer'),
    }));
    expect(stored).toEqual({ gamesNowRef: '1', refferer: 'gamenow' });
  });

  test('the gamenow flag does not keep a visitor on other routes', async ({ page }) => {
    await page.goto('/leaderboard?refferer=gamenow');
    await page.waitForURL('**/landing');
  });
});

test.describe('shell: start-up when the api does not answer', () => {
  test('an exchange the api does not answer keeps the link and offers Retry, which signs the subscriber in', async ({
    page,
  }) => {
    const { a } = await signInOverHttp(portal.origin, newOperatorNumber());
    await skipStartupPopups(page);
    let exchanges = 0;
    // The api sheds every exchange (the early script's and start-up's two more tries).
    await page.route('**/api/v1/jt/gen', async (route) => {
      exchanges += 1;
      await route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, body: '' });
    });

    await page.goto(`/tasks?a=${a}`);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      /PlayZone could not be reached to sign you in\. Check your connection and try again\./,
    );
    expect(exchanges).toBe(3);
    // Not sent to the landing page, and the address keeps its reference for the Retry.
    expect(new URL(page.url()).pathname).toBe('/tasks');
    expect(new URL(page.url()).searchParams.get('a')).toBe(a);

    // The menu still moves the address; Retry loads the address the visit began with.
    await page.getByRole('navigation').getByRole('link', { name: 'Tournaments' }).first().click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(alert).toBeVisible();

    await page.unroute('**/api/v1/jt/gen');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Tasks');
    await expect(page.locator('.day-tiles')).toBeVisible();
    await expect(page).toHaveURL(/\/tasks$/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
  });
});

test.describe('shell: layout', () => {
  test('wide screens show the side navigation with the balance and the nine menu items', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    const shell = new ShellPage(page);
    await expect(shell.sideNav()).toBeVisible();
    await expect(shell.menuButton()).toHaveCount(0);
    await expect(shell.sideNav().getByRole('link')).toHaveText([
      'PlayZone',
      /^\d[\d,]* credits$/,
      /Homepage/,
      /Daily tasks/,
      /Tournaments/,
      /Gaming Tasks/,
      /Rewards/,
      /Leaderboard/,
      /Highlights/,
      /Completed tasks/,
      /Profile/,
    ]);
    await expect(shell.sideNav().getByRole('button', { name: 'Check in Rewards' })).toBeVisible();
  });

  test('narrow screens show a header whose menu button opens and closes the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    const shell = new ShellPage(page);
    await expect(shell.sideNav()).toHaveCount(0);
    await expect(shell.drawer()).toBeHidden();
    await shell.menuButton().click();
    await expect(shell.drawer()).toBeVisible();
    await expect(shell.drawer().getByRole('link', { name: /Leaderboard/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell.drawer()).toBeHidden();
    await shell.menuButton().click();
    await shell
      .drawer()
      .getByRole('link', { name: /Leaderboard/ })
      .click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(shell.drawer()).toBeHidden();
  });

  test('a page reached from the menu opens at its top, wherever the page before was scrolled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    const shell = new ShellPage(page);
    const follow = async (name: string) => {
      await shell.menuButton().click();
      await shell.drawer().getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    };
    await follow('Rewards');
    await expect(page.getByRole('button', { name: /^Redeem/ }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await follow('Leaderboard');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInViewport();
  });

  test('the footer with social links is hidden on /puzzle-mania only', async ({ page }) => {
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    await expect(page.getByRole('list', { name: 'Social links' })).toBeVisible();
    // Opened as a subscriber opens it (Play Now on a level), so the game stays on screen: opened
    // without a level, /puzzle-mania returns to /daily-gaming-tasks at once, whose footer shows, and
    // the check raced that return.
    const shell = new ShellPage(page);
    const gameId = await new GamesPage(page).gameId('puzzle-mania');
    await shell.navigateInApp(`/game-challenges?gameId=${gameId}`);
    await expect(page.getByRole('list', { name: 'Social links' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Level 1: Easy (3x3)' });
    await card.getByRole('button', { name: 'Play Now' }).click();
    await page.waitForURL((url) => url.pathname === '/puzzle-mania');
    await expect(page.getByRole('heading', { level: 1, name: 'Puzzle Mania' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Social links' })).toHaveCount(0);
  });
});

test.describe('shell: routes', () => {
  test('every route opens inside the shell without a full page load, with no console errors', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const errors = collectConsoleErrors(page);
    await loginThroughLanding(page);
    await dismissStartupPopups(page);
    const shell = new ShellPage(page);
    await shell.markDocument();
    for (const [path, heading] of routeHeadings) {
      // /thankyou sends a visitor without a claimed redemption on at once: not waited for at its address.
      await shell.navigateInApp(path, { redirects: path === '/thankyou' });
      await dismissStartupPopups(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(shell.errorPanel()).toHaveCount(0);
    }
    expect(await shell.documentIsMarked()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    await shell.navigateInApp('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
