import { expect, type Page } from '@playwright/test';
import { ShellPage } from './shell';

/** The seeded demo subscriber (api/src/demo/subscribers.ts, its history in api/src/demo/ledger.ts): the one account that starts with credits. */
export const DEMO_SUBSCRIBER = '03001234567';

/** A real 1x1 PNG (the api checks the file's magic bytes, not only its type). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface ProfileTotals {
  credits: number;
  items_redeemed: number;
}

/** The rewards remote's page object: rewards, redeem, thank you, profile, edit profile, unsubscribe. */
export class RewardsRemote {
  readonly shell: ShellPage;

  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  async open(path: string) {
    await this.shell.navigateInApp(path);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  rewardCard(name: string) {
    return this.page.getByRole('article', { name, exact: true });
  }

  redeemButton(name: string) {
    return this.page.getByRole('button', { name: `Redeem ${name}`, exact: true });
  }

  /** Redeem on a card, then 'Yes, redeem' in the 'Redeem X for N credits?' confirmation. */
  async redeem(name: string) {
    await this.redeemButton(name).click();
    const confirm = this.redeemDialog();
    await expect(confirm).toContainText(`Redeem ${name} for `);
    await confirm.getByRole('button', { name: 'Yes, redeem' }).click();
  }

  subscriberPopup() {
    return this.page.getByRole('dialog', { name: 'Enter your subscriber number' });
  }

  redeemDialog() {
    return this.page.getByRole('dialog', { name: 'Redeem' });
  }

  async fillRedeemForm(fields: { name?: string; email?: string; pubgId?: string }) {
    if (fields.name !== undefined) await this.page.getByLabel('Name', { exact: true }).fill(fields.name);
    if (fields.email !== undefined) await this.page.getByLabel('Email', { exact: true }).fill(fields.email);
    if (fields.pubgId !== undefined) await this.page.getByLabel('PUBG ID').fill(fields.pubgId);
  }

  claimButton() {
    return this.page.getByRole('button', { name: 'Claim' });
  }

  settingsMenu() {
    return this.page.getByRole('navigation', { name: 'Settings' });
  }

  profileStat(name: 'credits' | 'items-redeemed') {
    return this.page.getByTestId(`profile-stat-${name}`).locator('dd');
  }

  /** The profile as the api sends it, read with the token the portal holds. */
  async apiProfile(): Promise<ProfileTotals & Record<string, unknown>> {
    const answer = await this.callApi('GET', '/v1/user/profile');
    expect(answer.status).toBe(200);
    return (answer.body as { data: ProfileTotals & Record<string, unknown> }).data;
  }

  async callApi(
    method: 'GET' | 'POST',
    path: string,
    token?: string,
  ): Promise<{ status: number; body: unknown }> {
    return this.page.evaluate(
      async ({ method, path, token }) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: { Authorization: `Bearer ${token ?? sessionStorage.getItem('accessToken') ?? ''}` },
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { method, path, token },
    );
  }

  async storedSession(): Promise<Record<string, string>> {
    return this.page.evaluate(() => ({ ...sessionStorage }));
  }
}
