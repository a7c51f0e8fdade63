import { expect, type Page } from '@playwright/test';
import type { StaffAccount } from '../support/staff';

/** The operator console's page object (mfe-operator, under /operator). */
/** The console's screens, in the order its navigation lists them. */
export const CONSOLE_SCREENS = [
  'Overview',
  'Submissions',
  'Redemptions',
  'Tournaments',
  'Subscribers',
  'Messages',
  'Names',
  'Audit log',
] as const;

export class OperatorConsole {
  constructor(readonly page: Page) {}

  async open(path = '') {
    await this.page.goto(`/operator${path}`);
  }

  async signIn(account: Pick<StaffAccount, 'username' | 'password'>) {
    await this.open();
    await this.page.getByLabel('Username').fill(account.username);
    await this.page.getByLabel('Password').fill(account.password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async signInAs(account: StaffAccount) {
    await this.signIn(account);
    await expect(this.page.getByTestId('staff-name')).toHaveText(account.username);
  }

  /** Moves inside the console through its navigation (no page load). */
  async go(name: (typeof CONSOLE_SCREENS)[number]) {
    await this.page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  /** Searches a number and opens the subscriber's page. */
  async openSubscriber(number: string) {
    await this.go('Subscribers');
    await this.page.getByLabel('Number').fill(number);
    await this.page.getByRole('button', { name: 'Search' }).click();
    await this.page.getByRole('link', { name: number }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: number })).toBeVisible();
  }

  credits() {
    return this.page.getByTestId('subscriber-credits');
  }

  /** Calls the operator api with this page's staff cookie and the session's CSRF token. */
  async callApi(method: 'GET' | 'POST', path: string, data?: unknown) {
    const session = await this.page.request.get('/api/operator/session');
    const csrf = ((await session.json()) as { data?: { csrfToken?: string } }).data?.csrfToken ?? '';
    const response = await this.page.request.fetch(`/api/operator${path}`, {
      method,
      headers: { 'x-csrf-token': csrf },
      data,
    });
    return {
      status: response.status(),
      body: (await response.json()) as { message?: string; data?: unknown },
    };
  }
}
