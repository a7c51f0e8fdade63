import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_SCREENS, OperatorConsole } from '../pages/operator';
import { createStaff, type StaffAccount } from '../support/staff';
import { loginThroughLanding } from '../support/subscriber';

// How the operator console's screens lay out on a desktop and a phone, measured where the words
// land on the screen.

test.describe.configure({ timeout: 240_000 });

let admin: StaffAccount;

test.beforeAll(() => {
  admin = createStaff('admin');
});

/**
 * The Change column of the ledger: for its header and each row, how far the amount's text stands
 * from the cell's right content edge and from its left content edge (CSS pixels).
 */
async function changeColumn(page: Page) {
  return page.getByRole('table', { name: 'Ledger' }).evaluate((table) => {
    const headers = [...table.querySelectorAll('th')];
    const column = headers.findIndex((th) => th.textContent?.startsWith('Change'));
    const cells = [
      headers[column],
      ...[...table.querySelectorAll('tbody tr')].map((tr) => tr.children[column]),
    ];
    return cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell as Element);
      const text = range.getBoundingClientRect();
      const box = (cell as Element).getBoundingClientRect();
      const style = getComputedStyle(cell as Element);
      return {
        text: (cell as Element).textContent ?? '',
        fromRight: Math.round(box.right - parseFloat(style.paddingRight) - text.right),
        fromLeft: Math.round(text.left - box.left - parseFloat(style.paddingLeft)),
      };
    });
  });
}

test("the ledger's amounts line up on the right under their header on a desktop, after their label on a phone", async ({
  browser,
  page,
}) => {
  const subscriber = await (await browser.newContext()).newPage();
  const number = await loginThroughLanding(subscriber);
  const op = new OperatorConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await op.signInAs(admin);
  await op.openSubscriber(number);
  for (const amount of [5, 1000]) {
    await page.getByLabel('Credits', { exact: true }).fill(String(amount));
    await page.getByLabel('Reason (required)').fill(`Layout check ${amount}`);
    await page.getByRole('button', { name: 'Grant credits' }).click();
    await expect(page.getByText(`Granted ${amount.toLocaleString('en-US')} credits.`)).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Ledger' })).toContainText('Layout check 5');
  const desktop = await changeColumn(page);
  expect(desktop.map((c) => c.text)).toEqual(expect.arrayContaining(['Change (credits)', '+5', '+1,000']));
  expect(desktop.map((c) => [c.text, c.fromRight])).toEqual(desktop.map((c) => [c.text, 0]));
  await page.screenshot({ path: test.info().outputPath('ledger-desktop.png'), fullPage: true });

  // On a phone each row is a card: the amount starts right after its 'Change (credits)' label.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = (await changeColumn(page)).slice(1);
  expect(phone.map((c) => [c.text, c.fromLeft])).toEqual(phone.map((c) => [c.text, 0]));
  await page.screenshot({ path: test.info().outputPath('ledger-phone.png'), fullPage: true });
});

test('on a phone the console bar takes two short lines; every link is reached from the keyboard and shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const op = new OperatorConsole(page);
  await op.signInAs(admin);
  await op.go('Audit log');
  // The screen's heading starts within the first 130 px, under the bar.
  const heading = page.getByRole('heading', { level: 1, name: 'Audit log' });
  expect((await heading.boundingBox())?.y).toBeLessThan(130);
  // The brand is 'PlayZone' alone, so the staff member's name shows more than its first letter.
  expect(await page.locator('.op-brand').innerText()).toBe('PlayZone');
  expect((await page.getByTestId('staff-name').boundingBox())?.width).toBeGreaterThan(100);
  const nav = page.getByRole('navigation', { name: 'Console' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText([...CONSOLE_SCREENS]);
  // The current screen's link is in view in the sideways row.
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('nav-phone.png') });
  // Tab walks every link in turn, each brought fully into view when it has the focus.
  await links.first().focus();
  for (let i = 0; i < 8; i += 1) {
    if (i > 0) await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
    await expect(links.nth(i)).toBeInViewport({ ratio: 1 });
  }
  await page.keyboard.press('Enter');
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
