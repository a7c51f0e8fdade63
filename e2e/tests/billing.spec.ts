import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ApiInstance } from '../support/api-instance';
import { phoneOf } from '../../tooling/landing-sign-in';
import { newOperatorNumber, skipStartupPopups } from '../support/subscriber';

// The subscription lifecycle on a phone: the trial ends, the charge is declined, the portal shows
// the payment page instead of its screens, and the subscriber's retry brings the portal back.
// An api process of its own (support/api-instance.ts), so moving its clock a day disturbs no one.

const expect = baseExpect.configure({ timeout: 30_000 });

// The service worker fetches navigations itself, and a request it makes never reaches page.route:
// the unsubscribe link would reach the suite's portal instead of this file's api.
test.use({ serviceWorkers: 'block' });
const DAY_MS = 24 * 3600 * 1000;

let api: ApiInstance;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await ApiInstance.start();
});

test.afterAll(async () => {
  await api?.dispose();
});

/** The demo charging gateway declines this number's next charge (dev tools). */
async function declineNextCharge(number: string) {
  const res = await fetch(`${api.origin}/api/dev/charging`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: phoneOf(number), outcome: 'decline', times: 1 }),
  });
  expect(res.status).toBe(200);
}

/** A subscriber on a phone whose first charge, at the trial's end, was declined: access pauses. */
async function pausedOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await api.routePage(page);
  await skipStartupPopups(page);
  const number = newOperatorNumber();
  await page.goto(`/?a=${encodeURIComponent(await api.subscribe(number))}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await declineNextCharge(number);
  await api.advanceClock(DAY_MS + 60_000);
  await page.reload();
  const paused = page.getByRole('heading', { level: 1, name: 'Your access is paused' });
  await expect(paused).toBeVisible();
  return { number, paused };
}

test('a declined charge shows the payment page on a phone; the retry brings the portal back', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // The one-day trial ends and the first charge is declined: access pauses.
  const { number, paused } = await pausedOnPhone(page);
  await expect(
    page.getByText('We could not take your payment of Rs 10 (Insufficient balance).'),
  ).toBeVisible();
  await expect(page.getByText('Your plan: Rs 10 per day (prepaid).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('suspended-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(paused).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('suspended-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  // Every portal page shows the payment page while access is paused.
  await page.goto('/tournaments');
  await expect(paused).toBeVisible();

  // A retry declined again says why, and access stays paused.
  await declineNextCharge(number);
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The payment could not be taken: Insufficient balance. Please recharge and try again.',
  );
  await expect(paused).toBeVisible();

  // The retry that goes through: the page the subscriber was on comes back with its data.
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(paused).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(paused).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('back-desktop.png') });
});

test('one who unsubscribes while access is paused and signs up again comes back to the payment page', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { number, paused } = await pausedOnPhone(page);

  // Leaving from the payment page ends the subscription.
  await page.getByRole('main').getByRole('link', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await page.waitForURL('**/landing?unsubscribed=1');

  // Signing up again with a new code brings back the unpaid charge, not the portal.
  await page.goto(`/?a=${encodeURIComponent(await api.subscribe(number))}`);
  await expect(paused).toBeVisible();
  await expect(
    page.getByText('We could not take your payment of Rs 10 (Insufficient balance).'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('returning-suspended-phone.png'), fullPage: true });
  // Nothing is charged while the unpaid charge stands: a minute later the portal is still paused.
  await api.advanceClock(60_000);
  await page.reload();
  await expect(paused).toBeVisible();
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(paused).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
