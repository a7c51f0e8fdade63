import { expect, test, type Page } from '@playwright/test';
import { devTools } from '../support/dev-tools';
import { loginThroughLanding } from '../support/subscriber';
import { DEMO_SUBSCRIBER, RewardsRemote } from '../pages/mfe-rewards';
import { ShellPage } from '../pages/shell';
import { TasksPage } from '../pages/tasks';

// Subscriber journeys across a real day: the api's clock moves (tokens expire, holds lapse), so
// this suite runs alone, after the others.
test.describe.configure({ timeout: 180_000 });

const MINUTE = 60_000;

/** Home has settled: no block is still loading. */
async function homeSettled(page: Page) {
  await expect(page.getByRole('heading', { name: 'Made by ESL' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.pz-loading')).toHaveCount(0, { timeout: 30_000 });
}

/** No panel of any kind says something failed. */
async function expectNoErrorPanel(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/^Error:|Token refreshongoing|Failed to load/)).toHaveCount(0);
}

test.describe('journeys: the daily-task game can be changed', () => {
  test('a subscriber stuck on a game without a task today changes game on /tasks', async ({ page }) => {
    await loginThroughLanding(page);
    const tasks = new TasksPage(page);
    await new ShellPage(page).navigateInApp('/tasks');
    // Clash Royale's task of today is archived in the demo data.
    await tasks.pickGame('Clash Royale');
    await expect(page.getByText('No challenges available for today')).toBeVisible();
    await expect(page.getByTestId('chosen-game')).toHaveText('Your game: Clash Royale');

    await page.getByRole('button', { name: 'Change game' }).click();
    const selector = tasks.gameSelector();
    await expect(selector.getByRole('button', { name: /Clash Royale/ })).toContainText('No task today');
    await expect(selector.getByRole('button', { name: /Clash Royale/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(selector.getByRole('button', { name: /PUBG Mobile/ })).not.toContainText('No task today');
    await tasks.pickGame('PUBG Mobile');
    await expect(page.getByTestId('chosen-game')).toHaveText('Your game: PUBG Mobile');
    await expect(page.getByRole('button', { name: 'Submit Entry' })).toBeVisible();
    await expect(page.getByText('No challenges available for today')).toHaveCount(0);

    // The choice is the server's: a reload keeps it.
    await page.reload();
    await expect(page.getByTestId('chosen-game')).toHaveText('Your game: PUBG Mobile', { timeout: 30_000 });
  });
});

test.describe('journeys: a session past its token', () => {
  test('after the token expired (clock +16 min), screens open in the app and home after a reload with no error panel', async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const rewards = new RewardsRemote(page);
    await homeSettled(page);

    // Idle on home past the token's 15 minutes, then to /tasks: its calls leave at once and
    // all meet the expired token; one refreshes, the others are retried after it.
    await devTools.advanceClock(page.request, 16 * MINUTE);
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/jt/gen')) refreshes.push(r.url());
    });
    await rewards.open('/tasks');
    await expect(page.getByRole('heading', { name: 'Daily Streak' })).toBeVisible({ timeout: 30_000 });
    const selector = page.getByRole('dialog', { name: 'SELECT YOUR GAME' });
    await expect(selector.getByRole('button', { name: /PUBG Mobile/ })).toBeVisible();
    await expect(page.locator('.pz-loading')).toHaveCount(0);
    await expectNoErrorPanel(page);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    await page.keyboard.press('Escape');
    await rewards.open('/');
    await homeSettled(page);
    await expectNoErrorPanel(page);

    // Expired again, and this time a full load of the portal.
    await devTools.advanceClock(page.request, 16 * MINUTE);
    const before = refreshes.length;
    await page.reload();
    await homeSettled(page);
    await expectNoErrorPanel(page);
    expect(refreshes.length).toBeGreaterThan(before);
  });
});

test.describe('journeys: redemption cannot lose credits', () => {
  test('Back on the redeem form keeps a reserved redemption; its credits come back within the window', async ({
    page,
  }) => {
    await loginThroughLanding(page, { number: DEMO_SUBSCRIBER });
    const rewards = new RewardsRemote(page);
    const before = await rewards.apiProfile();
    await rewards.open('/rewards');
    await rewards.redeem('PUBG Mobile 60 UC');
    await expect(page).toHaveURL(/\/redeem$/);
    expect((await rewards.apiProfile()).credits).toBe(before.credits - 500);

    // The subscriber changes their mind with the browser's Back button.
    await page.goBack();
    await expect(page).toHaveURL(/\/rewards$/);
    await rewards.open('/profile');
    const mine = page.getByRole('region', { name: 'My redemptions' });
    const row = mine.getByTestId('redemption').filter({ hasText: 'PUBG Mobile 60 UC' }).first();
    await expect(row).toContainText('Reserved');
    await expect(row).toContainText('500 credits');
    await expect(row.getByRole('button', { name: 'Resume claim' })).toBeVisible();
    await expect(rewards.profileStat('credits')).toHaveText((before.credits - 500).toLocaleString('en-US'));

    // Resume opens the same claim on the redeem form.
    await row.getByRole('button', { name: 'Resume claim' }).click();
    await expect(page).toHaveURL(/\/redeem$/);
    await expect(page.getByText('PUBG Mobile 60 UC')).toBeVisible();
    await page.goBack();

    // Thirty minutes later the hold is released on its own.
    await devTools.advanceClock(page.request, 31 * MINUTE);
    await page.reload();
    await expect(rewards.heading()).toHaveText('Profile');
    await expect(rewards.profileStat('credits')).toHaveText(before.credits.toLocaleString('en-US'));
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button')).toHaveCount(0);
    expect(await rewards.apiProfile()).toMatchObject({
      credits: before.credits,
      items_redeemed: before.items_redeemed,
    });
  });
});
