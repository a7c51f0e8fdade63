import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { ApiInstance } from '../support/api-instance';
import { loginThroughLanding, newOperatorNumber, skipStartupPopups } from '../support/subscriber';

// Reliability: the api process dying and coming back in the middle of a session, a remote manifest
// that never answers, an access token expiring mid-session. These tests run their own api process
// (support/api-instance.ts) so they may kill it and move its clock without touching other tests.

/** Each home block and the error it shows while the api is unreachable (docs/product/access-and-start-up.md). */
const homeBlockErrors: Array<[string, RegExp]> = [
  ['Made by ESL', /^Error: Failed to load ESL games/],
  ['Gaming Tasks', /^Error: Failed to load daily games/],
  ['Tournaments', /^Error: Failed to (load|fetch) tournaments/],
  ['Rewards', /^Error: Failed to load rewards/],
  ['Highlights', /^Error: Failed to (load|fetch) highlights/],
];

function homeBlock(page: Page, heading: string) {
  return page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    .first();
}

// Generous waits: the suite runs on small shared machines where a remote can take a while to load.
const expect = baseExpect.configure({ timeout: 30_000 });

let api: ApiInstance;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await ApiInstance.start();
});

test.afterAll(async () => {
  await api?.dispose();
});

test.describe('reliability: the api stops in the middle of a session', () => {
  test('every home block and page shows its error, nothing goes blank, and it all recovers when the api is back', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await api.restart();
    await api.routePage(page);
    await skipStartupPopups(page);
    const shell = new ShellPage(page);

    // Signed in and reading the FAQs (no home data fetched yet) when the api dies.
    const ref = await api.subscribe(newOperatorNumber());
    await page.goto(`/faqs?a=${encodeURIComponent(ref)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/FAQ/);
    await api.kill('SIGKILL');

    await shell.navigateInApp('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    // Blocks below the first screen load when they come near the viewport: scroll to the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    for (const [heading, message] of homeBlockErrors) {
      await expect(homeBlock(page, heading).getByRole('alert').first(), heading).toHaveText(message);
    }
    // The shell's own parts and the menu stay; no remote slot falls into the error panel.
    await expect(page.getByRole('heading', { name: 'Learn & Win' })).toBeVisible();
    await expect(shell.errorPanel()).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');

    for (const [path, message] of [
      ['/tournaments', /^Error: Failed to (load|fetch) tournaments/],
      ['/rewards', /^Error: Failed to load rewards/],
      ['/leaderboard', /^Error: Failed to load leaderboard/],
    ] as const) {
      await shell.navigateInApp(path);
      await expect(page.getByRole('main').getByRole('alert').first(), path).toHaveText(message);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    // A reload while the api is down keeps the session: the subscriber stays on the page, which
    // shows its error, instead of being sent to the landing page.
    await page.reload();
    await expect(page.getByRole('main').getByRole('alert').first()).toHaveText(
      /^Error: Failed to load leaderboard/,
    );
    expect(new URL(page.url()).pathname).toBe('/leaderboard');
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();

    // The api comes back on the same database: the pages and every home block show data again.
    await api.restart();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).first().click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Top 3' }).getByRole('listitem')).toHaveCount(3);

    await shell.navigateInApp('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    for (const [heading] of homeBlockErrors) {
      await expect(homeBlock(page, heading), heading).toBeVisible();
      await expect(homeBlock(page, heading).getByRole('alert'), heading).toHaveCount(0);
    }
    await expect(homeBlock(page, 'Made by ESL').getByText('Cannon Clash').first()).toBeVisible();
    await expect(homeBlock(page, 'Rewards').getByRole('article').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('reliability: access token expiry', () => {
  test('an access token expiring mid-session is refreshed without the user noticing', async ({ page }) => {
    test.setTimeout(180_000);
    await api.restart();
    await api.routePage(page);
    await skipStartupPopups(page);
    const shell = new ShellPage(page);
    const ref = await api.subscribe(newOperatorNumber());
    await page.goto(`/rewards?a=${encodeURIComponent(ref)}`);
    await expect(page.getByRole('main').getByText('PUBG Mobile 60 UC').first()).toBeVisible();
    const tokenBefore = await page.evaluate(() => sessionStorage.getItem('accessToken'));

    const answers: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/')) answers.push(`${response.status()} ${path}`);
    });
    // The api's clock moves past the token's 15 minutes.
    await api.advanceClock(16 * 60 * 1000);

    await shell.navigateInApp('/leaderboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboard');
    await expect(page.getByRole('list', { name: 'Top 3' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/leaderboard');

    const tokenAfter = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toBe(tokenBefore);
    expect(answers).toContain('401 /api/leaderboard');
    expect(answers).toContain('200 /api/v1/jt/gen');
    expect(answers.lastIndexOf('200 /api/leaderboard')).toBeGreaterThan(
      answers.indexOf('401 /api/leaderboard'),
    );
  });
});

test.describe('reliability: a remote that never answers', () => {
  test("a hanging remote manifest puts the slot into the error panel after the shell's 10 s timeout", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The manifest request is held open and never answered.
    await page.route('**/apps/rewards/mf-manifest.json', () => undefined);
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    await shell.navigateInApp('/leaderboard');
    const started = Date.now();
    await expect(shell.errorPanel()).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(shell.errorPanel().getByRole('button', { name: 'Retry' })).toBeVisible();
    // The rest of the portal works meanwhile.
    await shell.navigateInApp('/tournaments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weekly Tournaments');
  });
});
