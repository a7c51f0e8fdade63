import { expect, type Page } from '@playwright/test';
import { portal } from './portal';
import { latestSignInCode } from '../../tooling/landing-sign-in';

let counter = 0;

/** A fresh operator number per call, so tests never share a subscriber. */
export function newOperatorNumber(): string {
  counter += 1;
  const unique = `${process.pid % 1000}${Date.now() % 1_000_000}${counter}`.slice(-9).padStart(9, '0');
  return `03${unique}`;
}

export interface LoginOptions {
  number?: string;
  /** Enter as a partner (gamenow) user. */
  partner?: boolean;
  /** Let the start-up popups open (daily check-in, game selector); off by default. */
  popups?: boolean;
}

/**
 * Signs a subscriber in through the demo landing page as a person does: the number, the 6-digit
 * code from the SMS (read from the dev-tools outbox), then the portal's home.
 */
export async function loginThroughLanding(page: Page, options: LoginOptions = {}): Promise<string> {
  const number = options.number ?? newOperatorNumber();
  if (!options.popups) await skipStartupPopups(page);
  await page.goto('/landing');
  await page.getByLabel('Operator number').fill(number);
  if (options.partner) await page.getByLabel(/partner/i).check();
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByText(/We sent a 6-digit code by SMS to/)).toBeVisible();
  await page.getByLabel('Code from the SMS').fill(await latestSignInCode(portal.origin, number));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('a'));
  await expect(
    page
      .getByRole('navigation', { name: 'Main menu' })
      .or(page.getByRole('button', { name: 'Open menu' }))
      .first(),
  ).toBeVisible();
  return number;
}

/** Closes the start-up popups (daily check-in, game selector) if they are open. */
export async function dismissStartupPopups(page: Page) {
  for (let i = 0; i < 3; i += 1) {
    const dialog = page.getByRole('dialog');
    if (!(await dialog.isVisible().catch(() => false))) return;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
}

/** Marks this session's once-per-session popups as already shown, for tests about other things. */
export async function skipStartupPopups(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('dailyCheckinShown', 'true');
    sessionStorage.setItem('gameSelectorShown', 'true');
  });
}
