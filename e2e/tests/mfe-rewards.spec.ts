import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console';
import { loginThroughLanding } from '../support/subscriber';
import { DEMO_SUBSCRIBER, type ProfileEdit, RewardsRemote } from '../pages/mfe-rewards';

// Each test signs a subscriber up through the landing page and loads several remotes: on the
// shared 2-core machines that alone can take most of the default minute.
test.describe.configure({ timeout: 150_000 });

const ROUNDTRIP: ProfileEdit = {
  // A username is one subscriber's: a retry (a new worker) signs up another subscriber and needs
  // a name of its own.
  username: `roundtrip${Date.now() % 100_000}`,
  email: 'roundtrip@example.com',
  gender: 'female',
  bio: 'Aim Train every evening.',
  dateOfBirth: '2000-02-29',
};

/** A session storage value as a string: some are stored JSON-encoded. */
const stored = (value = '') => (value.startsWith('"') ? (JSON.parse(value) as string) : value);

test.describe('rewards: redeeming', () => {
  test('a subscriber with enough credits redeems a PUBG reward and lands on /thankyou; credits and items redeemed change once', async ({
    page,
  }) => {
    // The seeded demo subscriber holds credits from approved tasks, streak days and a welcome bonus.
    await loginThroughLanding(page, { number: DEMO_SUBSCRIBER });
    // Collected inside the portal only (the api's plain landing page has no favicon).
    const errors = collectConsoleErrors(page);
    const rewards = new RewardsRemote(page);
    const before = await rewards.apiProfile();
    expect(before.credits).toBeGreaterThanOrEqual(500);

    await rewards.open('/profile');
    await expect(rewards.profileStat('credits')).toHaveText(before.credits.toLocaleString('en-US'));

    await rewards.open('/rewards');
    await expect(rewards.rewardCard('PUBG Mobile 60 UC')).toContainText('500 credits');
    await expect(page.getByTestId('rewards-balance')).toContainText(before.credits.toLocaleString('en-US'));
    await rewards.redeem('PUBG Mobile 60 UC');
    await expect(page).toHaveURL(/\/redeem$/);
    await expect(rewards.heading()).toHaveText('Redeem');

    // The form's rules first: a 3-digit PUBG ID is refused in a popup, nothing is sent.
    await rewards.expectShortPubgIdRefused();

    await rewards.fillRedeemForm({ pubgId: '5123456789' });
    await rewards.claimButton().click();
    await expect(page).toHaveURL(/\/thankyou$/);
    await expect(rewards.heading()).toHaveText('Thank You');
    await expect(page.getByText(/within 24 hours/)).toBeVisible();

    const after = await rewards.apiProfile();
    expect(after.credits).toBe(before.credits - 500);
    expect(after.items_redeemed).toBe(before.items_redeemed + 1);

    // The shared profile was refetched: the profile page shows the new totals without a reload.
    await rewards.expectProfileTotals(after);

    // Going back does not reopen the claimed form, and a reload changes nothing more.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/redeem$/);
    await page.reload();
    expect(await rewards.apiProfile()).toMatchObject({
      credits: after.credits,
      items_redeemed: after.items_redeemed,
    });

    expect(errors).toEqual([]);
  });

  test('a partner (gamenow) user is asked for the subscriber number first', async ({ page }) => {
    // The demo subscriber entering through the partner platform: it has the credits to redeem.
    await loginThroughLanding(page, { number: DEMO_SUBSCRIBER, partner: true });
    const rewards = new RewardsRemote(page);
    const before = await rewards.apiProfile();
    await rewards.open('/rewards');
    const notified: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) notified.push(new URL(request.url()).pathname);
    });
    await rewards.redeem('PUBG Mobile 60 UC');
    const popup = rewards.subscriberPopup();
    await expect(popup).toBeVisible();
    expect(notified.filter((p) => p.endsWith('/redeem-item'))).toEqual([]);

    await rewards.submitSubscriberNumber('3001234567');
    await expect(popup.getByRole('alert')).toHaveText(
      'Please enter a valid operator number (starting with 0 and 11 digits long)',
    );
    await rewards.submitSubscriberNumber('03451234567');
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/redeem$/);
    // Held, not spent: cancelling gives the 500 credits straight back.
    expect((await rewards.apiProfile()).credits).toBe(before.credits - 500);
    await page.getByRole('button', { name: 'Cancel and return credits' }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    expect((await rewards.apiProfile()).credits).toBe(before.credits);
    expect(notified.filter((p) => p.endsWith('/gamenow/notify') || p.endsWith('/redeem-item'))).toEqual([
      '/api/v1/gamenow/notify',
      '/api/v1/redeem-item',
    ]);
  });

  test('/redeem opened directly returns to /rewards', async ({ page }) => {
    await loginThroughLanding(page);
    const rewards = new RewardsRemote(page);
    // The remote is already loaded, so the redirect can come before a check of /redeem could run.
    await rewards.shell.navigateInApp('/redeem', { redirects: true });
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(rewards.heading()).toHaveText('Rewards');
    // A full load: the shell's start-up and the remote's first load come first.
    await page.goto('/redeem');
    await expect(page).toHaveURL(/\/rewards$/, { timeout: 30_000 });
    await expect(rewards.rewardCard('Gaming Mouse')).toBeVisible();
  });
});

test.describe('rewards: profile', () => {
  test('a profile edit round-trips: date of birth shown as YYYY-MM-DD after a reload, shell name and picture updated', async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const rewards = new RewardsRemote(page);
    await rewards.open('/profile');
    // The remote's release is an attribute for deploy checks, not a line people see.
    await expect(page.locator('[data-rewards-release]')).toHaveAttribute('data-rewards-release', /\S+/);
    await expect(page.getByText(/Rewards release/)).toHaveCount(0);
    await rewards.settingsMenu().getByRole('link', { name: 'Edit Profile' }).click();
    await expect(rewards.heading()).toHaveText('Edit Profile');

    await rewards.saveProfile(ROUNDTRIP);
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();

    const saved = await rewards.apiProfile();
    expect(saved).toMatchObject({
      username: ROUNDTRIP.username,
      gender: 'female',
      dateOfBirth: '29-02-2000',
    });
    expect(saved.profileImage).toBeTruthy();
    await expect(page.getByTestId('profile-name').first()).toHaveText('roundtr..');

    // A full reload: the shell's start-up, the remote and the profile load again first.
    await page.reload();
    await rewards.expectProfileForm(ROUNDTRIP);
    await rewards.open('/profile');
    await expect(page.getByTestId('profile-date-of-birth')).toHaveText('Born 2000-02-29');
  });

  test('unsubscribe ends the subscription and the next visit goes to the landing page', async ({ page }) => {
    await loginThroughLanding(page);
    const rewards = new RewardsRemote(page);
    await rewards.open('/profile');
    const session = await rewards.storedSession();
    await rewards.settingsMenu().getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(rewards.heading()).toHaveText('Unsubscribe');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.waitForURL('**/landing?unsubscribed=1');
    await expect(page.getByText('You have been unsubscribed.')).toBeVisible();

    // The api refuses the old token: the subscription really ended.
    const refused = await rewards.callApi('GET', '/v1/user/profile', session.accessToken);
    expect(refused.status).toBe(401);

    // The next visit, even with the old session put back, goes to the landing page.
    await rewards.restoreSession(session);
    // Start-up opens at once on the stored token, then its session check is refused: it drops the
    // token and starts again, which ends on the landing page (a wait for one navigation can be cut
    // short by that restart, so the address is polled).
    await page.goto('/rewards');
    await expect(page).toHaveURL(/\/landing(\?|$)/, { timeout: 20_000 });
    await expect(page.getByLabel('Operator number')).toBeVisible();
  });

  test('Logout ends the sign-in on the server, clears the session and goes to the landing page', async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const rewards = new RewardsRemote(page);
    await rewards.open('/profile');
    const session = await rewards.storedSession();
    await rewards.settingsMenu().getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/landing');
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    // A copy of the old token or of the reference is worthless now (both worked before Logout).
    expect(stored(session.msisdn)).toMatch(/\./);
    expect((await rewards.callApi('GET', '/v1/user/profile', stored(session.accessToken))).status).toBe(401);
    const token = await page.request.post('/api/v1/jt/gen', {
      data: { msisdn: stored(session.msisdn), refferer: null },
    });
    expect(token.status()).toBe(401);
  });

  test('partner users: Unsubscribe and Logout do nothing', async ({ page }) => {
    await loginThroughLanding(page, { partner: true });
    const rewards = new RewardsRemote(page);
    await rewards.open('/profile');
    // Marked aria-disabled, so Playwright's actionability check is skipped: the click itself must do nothing.
    await rewards.settingsMenu().getByRole('button', { name: 'Unsubscribe' }).click({ force: true });
    await rewards.settingsMenu().getByRole('button', { name: 'Logout' }).click({ force: true });
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
  });
});

test.describe('rewards: leaderboard and information', () => {
  test('the leaderboard shows the podium and opens a row from rank 4', async ({ page }) => {
    await loginThroughLanding(page);
    const rewards = new RewardsRemote(page);
    await rewards.open('/leaderboard');
    await expect(page.getByRole('list', { name: 'Top 3' }).getByRole('listitem')).toHaveCount(3);
    const row = page.getByRole('list', { name: 'Ranks from 4' }).getByRole('button').first();
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Items redeemed').first()).toBeVisible();
  });

  // Without the portal's service worker: once it controls the page, Chromium sends the page's api
  // reads on its behalf and page.route() no longer sees them (it counted no read in one CI run).
  test.describe('with a shed read', () => {
    test.use({ serviceWorkers: 'block' });

    test('a leaderboard read the api sheds with 503 and Retry-After is asked again after that pause, and the podium shows', async ({
      page,
    }) => {
      await loginThroughLanding(page);
      const rewards = new RewardsRemote(page);
      // The first read of the leaderboard is shed as a busy api sheds it; the next goes through.
      const asked: number[] = [];
      await page.route('**/api/leaderboard', async (route) => {
        asked.push(Date.now());
        if (asked.length === 1) {
          await route.fulfill({
            status: 503,
            headers: { 'Retry-After': '2', 'Content-Type': 'application/json' },
            body: JSON.stringify({ success: false, message: 'Service Unavailable' }),
          });
        } else {
          await route.continue();
        }
      });
      await rewards.open('/leaderboard');
      await expect(page.getByRole('list', { name: 'Top 3' }).getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      expect(asked).toHaveLength(2);
      expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(1900);
    });
  });

  test('the FAQ accordion opens with the keyboard and the privacy policy names the support address', async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const rewards = new RewardsRemote(page);
    await rewards.open('/faqs');
    const question = page.getByRole('button', { name: 'Do my credits expire?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Do my credits expire?' })).toContainText(
      'Credits never expire',
    );
    await rewards.open('/terms-service');
    await expect(rewards.heading()).toHaveText('Privacy Policy');
    await expect(page.getByRole('link', { name: 'support@playzone.example' })).toBeVisible();
  });
});
