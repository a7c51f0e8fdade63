import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { OperatorConsole } from '../pages/operator';
import { RewardsRemote } from '../pages/mfe-rewards';
import { ShellPage } from '../pages/shell';
import { TasksPage } from '../pages/tasks';
import { createStaff, type StaffAccount } from '../support/staff';
import { loginThroughLanding } from '../support/subscriber';

// The operator console against the real api, in Chromium: staff made with the operator command
// line sign in at /operator; a second browser context is the subscriber who sees the effects.

test.describe.configure({ timeout: 240_000 });

let admin: StaffAccount;
let moderator: StaffAccount;

test.beforeAll(() => {
  admin = createStaff('admin');
  moderator = createStaff('moderator');
});

/** A signed-in subscriber in a browser context of their own. */
async function subscriberPage(browser: Browser): Promise<{ page: Page; number: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const number = await loginThroughLanding(page);
  return { page, number };
}

async function redeemPubg(rewards: RewardsRemote) {
  await rewards.open('/rewards');
  await rewards.redeem('PUBG Mobile 60 UC');
  await rewards.fillRedeemForm({ name: 'E2E Player', email: 'e2e@example.com', pubgId: '5123456789' });
  await rewards.claimButton().click();
  await expect(rewards.page).toHaveURL(/\/thankyou$/);
}

test('a moderator approves a screenshot from the keyboard and the subscriber sees it in Completed tasks', async ({
  browser,
  page,
}) => {
  const sub = await subscriberPage(browser);
  const tasks = new TasksPage(sub.page);
  const shell = new ShellPage(sub.page);
  await shell.navigateInApp('/tasks');
  await tasks.pickGame('PUBG Mobile');
  const challenge = ((await sub.page.locator('#daily-challenge-name').textContent()) ?? '').trim();
  await tasks.uploadScreenshot();
  await sub.page.getByRole('button', { name: 'Submit Entry' }).click();
  await expect(sub.page.getByText('Image submitted successfully!')).toBeVisible();

  const op = new OperatorConsole(page);
  await op.signInAs(moderator);
  // Staff never pass through the subscriber start-up: no landing redirect, no subscriber token.
  await expect(page).toHaveURL(/\/operator$/);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  await op.go('Submissions');
  const card = page.getByRole('article', { name: `${challenge} by ${sub.number}` });
  await expect(card.getByRole('img', { name: `Screenshot for ${challenge}` })).toBeVisible();
  await card.locator('dl').click();
  await expect(card).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('a');
  await expect(card).toHaveCount(0);

  // The task's credits were paid while the subscriber stayed in the portal: the next page they
  // open half a minute later shows the new balance (the layout reads the profile again).
  const { credits } = await new RewardsRemote(sub.page).apiProfile();
  const balance = sub.page.locator('[data-testid=balance]:visible');
  await expect(balance).not.toHaveText(`${credits.toLocaleString('en-US')} credits`);
  await sub.page.clock.install();
  await sub.page.clock.fastForward('00:31');
  await shell.navigateInApp('/completed');
  await expect(balance).toHaveText(`${credits.toLocaleString('en-US')} credits`);
  await expect(sub.page.getByRole('heading', { level: 1, name: 'Completed Tasks' })).toBeVisible();
  await expect(sub.page.getByRole('article', { name: challenge })).toBeVisible();
  // Today's task says so too, beside the spent 'Submitted' button.
  await shell.navigateInApp('/tasks');
  await expect(sub.page.getByText(/^Approved: [\d,]+ credits added\.$/)).toBeVisible();
  await expect(sub.page.getByRole('button', { name: 'Submitted' })).toBeDisabled();
});

test('an admin grants credits with a reason, sees the audit entry, fulfils one redemption and refunds another', async ({
  browser,
  page,
}) => {
  const sub = await subscriberPage(browser);
  const rewards = new RewardsRemote(sub.page);
  const start = (await rewards.apiProfile()).credits;

  const op = new OperatorConsole(page);
  await op.signInAs(admin);
  await op.openSubscriber(sub.number);
  await expect(op.credits()).toHaveText(start.toLocaleString('en-US'));
  const reason = `Goodwill ${Date.now()}`;
  await page.getByLabel('Credits', { exact: true }).fill('1000');
  await page.getByLabel('Reason (required)').fill(reason);
  await page.getByRole('button', { name: 'Grant credits' }).click();
  await expect(page.getByText('Granted 1,000 credits.')).toBeVisible();
  await expect(op.credits()).toHaveText((start + 1000).toLocaleString('en-US'));
  await expect(page.getByRole('table', { name: 'Ledger' })).toContainText(`Granted by staff: ${reason}`);
  const subscriberId = Number(/subscribers\/(\d+)/.exec(page.url())?.[1]);

  await op.go('Audit log');
  const entry = page.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('credits.grant');
  await expect(entry).toContainText(admin.username);

  // Two redemptions of 500 credits each, made on the subscriber's own screens (reloaded: the
  // portal read the balance before the grant).
  await sub.page.reload();
  await redeemPubg(rewards);
  await redeemPubg(rewards);
  expect((await rewards.apiProfile()).credits).toBe(start);

  await op.go('Redemptions');
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Number').fill(sub.number);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const [fulfil, refund] = [rows.nth(0), rows.nth(1)];
  await fulfil.getByRole('button', { name: 'Start processing' }).click();
  await expect(fulfil).toContainText('Processing');
  await fulfil.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(fulfil).toContainText('Fulfilled');
  await refund.getByRole('button', { name: 'Cancel and refund' }).click();
  await refund.getByLabel('Reason for the refund').fill('Out of stock');
  await refund.getByRole('button', { name: 'Refund credits' }).click();
  await expect(refund).toContainText('Refunded');
  await expect(refund).toContainText('Out of stock');

  // Credits back on the subscriber's screen, and the ledger adds up to the balance.
  await rewards.open('/profile');
  await sub.page.reload();
  await expect(rewards.profileStat('credits')).toHaveText((start + 500).toLocaleString('en-US'));
  const ledger = await op.callApi('GET', `/subscribers/${subscriberId}/ledger?wallet=credits&limit=200`);
  const deltas = (ledger.body.data as Array<{ delta: number }>).map((e) => e.delta);
  expect(deltas.reduce((a, b) => a + b, 0)).toBe(start + 500);
  await op.openSubscriber(sub.number);
  await expect(op.credits()).toHaveText((start + 500).toLocaleString('en-US'));
});

test('a moderator creates a tournament that appears on /tournaments', async ({ browser, page }) => {
  const op = new OperatorConsole(page);
  await op.signInAs(moderator);
  await op.go('Tournaments');
  await page.getByRole('link', { name: 'New tournament' }).click();
  const name = `E2E Cup ${Date.now() % 100_000}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page
    .getByLabel('Name in Urdu (optional)', { exact: true })
    .fill(`آزمائشی کپ ${Date.now() % 100_000}`);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'PUBG Mobile' });
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = `${tomorrow.toISOString().slice(0, 10)}T18:00`;
  await page.getByLabel('Starts', { exact: true }).fill(local);
  await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption('weekly');
  await page.getByLabel('1st prize', { exact: true }).fill('300');
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const sub = await subscriberPage(browser);
  await new ShellPage(sub.page).navigateInApp('/tournaments');
  await expect(sub.page.getByText(name).first()).toBeVisible();
});

/** Drawn whole inside a phone's 390 px, without scrolling sideways. */
async function withinPhoneWidth(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, `${String(locator)} at ${JSON.stringify(box)}`).toBe(
    true,
  );
}

test('on a phone each tournament and match is a card: prizes and Settle buttons in view, no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const op = new OperatorConsole(page);
  await op.signInAs(moderator);
  await op.go('Tournaments');
  const card = page.getByRole('row').filter({ hasText: 'Cannon Clash Live Knockout' });
  const prizes = card.getByText('1,000 credits / 500 credits / 250 credits');
  await expect(prizes).toBeVisible();
  await withinPhoneWidth(prizes);
  // A card, not a column of words: the tournament's name takes at most two lines.
  const name = card.getByRole('link', { name: 'Cannon Clash Live Knockout' });
  expect((await name.boundingBox())?.height).toBeLessThan(3 * 22);

  await name.click();
  const matches = page.getByRole('table', { name: 'Matches' });
  const settle = matches.getByRole('button', { name: '03001234567 won' });
  await expect(settle).toBeVisible();
  await withinPhoneWidth(settle);
  await withinPhoneWidth(matches.getByRole('button', { name: '03000000001 won' }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The tournament form is one column: a date and a long choice are read whole, not cut at 170 px.
  await op.go('Tournaments');
  await page.getByRole('link', { name: 'New tournament' }).click();
  for (const field of [
    page.getByLabel('Starts', { exact: true }),
    page.getByRole('combobox', { name: 'Kind', exact: true }),
  ]) {
    await withinPhoneWidth(field);
    expect((await field.boundingBox())?.width).toBeGreaterThan(300);
  }
});

test('a moderator names a reward in Urdu on the Names screen, typed right to left', async ({ page }) => {
  const op = new OperatorConsole(page);
  await op.signInAs(moderator);
  await op.go('Names');
  await page.getByRole('button', { name: 'Rewards', exact: true }).click();
  const row = page.getByRole('row', { name: 'Phone Cooling Fan' });
  const rename = async (urdu: string) => {
    await row.getByRole('button', { name: 'Edit names' }).click();
    const field = row.getByLabel('Name in Urdu (optional)');
    await expect(field).toHaveAttribute('dir', 'rtl');
    await field.fill(urdu);
    await row.getByRole('button', { name: 'Save names' }).click();
    await expect(row.getByText(urdu, { exact: true })).toBeVisible();
  };
  await rename('موبائل ٹھنڈا رکھنے والا پنکھا');
  await page.reload();
  await page.getByRole('button', { name: 'Rewards', exact: true }).click();
  await expect(row.getByText('موبائل ٹھنڈا رکھنے والا پنکھا', { exact: true })).toBeVisible();
  // Back to the demo's name, so other tests see the catalogue as seeded.
  await rename('موبائل کولنگ فین');
});

test('a moderator has no credit control, and the api refuses the grant', async ({ browser, page }) => {
  const sub = await subscriberPage(browser);
  const op = new OperatorConsole(page);
  await op.signInAs(moderator);
  await op.openSubscriber(sub.number);
  const before = await op.credits().textContent();
  await expect(page.getByRole('heading', { name: 'Adjust credits' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Grant credits/ })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }),
  ).toHaveCount(0);
  const id = Number(/subscribers\/(\d+)/.exec(page.url())?.[1]);
  const refused = await op.callApi('POST', `/subscribers/${id}/credits`, {
    delta: 500,
    reason: 'Not allowed',
  });
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe('Your role cannot do this');
  await page.reload();
  await expect(op.credits()).toHaveText(before ?? '');
});

test('a subscriber token opens no operator route', async ({ browser }) => {
  const sub = await subscriberPage(browser);
  const statuses = await sub.page.evaluate(async () => {
    const token = sessionStorage.getItem('accessToken') ?? '';
    const paths = [
      '/session',
      '/overview',
      '/submissions',
      '/redemptions',
      '/subscribers?number=0300',
      '/audit',
    ];
    return Promise.all(
      paths.map(async (path) => {
        const res = await fetch(`/api/operator${path}`, { headers: { Authorization: `Bearer ${token}` } });
        return `${path} ${res.status}`;
      }),
    );
  });
  expect(statuses.every((s) => s.endsWith(' 401'))).toBe(true);
});

test('five wrong passwords lock the account, even against the right password', async ({ page }) => {
  const support = createStaff('support');
  const op = new OperatorConsole(page);
  const alert = page.getByRole('alert');
  for (let i = 0; i < 5; i += 1) {
    await op.signIn({ username: support.username, password: 'wrong-password-123' });
    await expect(alert).toBeVisible();
  }
  await expect(alert).toHaveText('Too many wrong passwords. This account is locked for 15 minutes.');
  await op.signIn(support);
  await expect(alert).toHaveText('Too many wrong passwords. This account is locked for 15 minutes.');
  await expect(page.getByTestId('staff-name')).toHaveCount(0);
});
