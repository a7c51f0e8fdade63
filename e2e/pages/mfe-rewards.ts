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

/** What the Edit Profile form takes, as a person types it (date of birth as YYYY-MM-DD). */
export interface ProfileEdit {
  username: string;
  email: string;
  gender: string;
  bio: string;
  dateOfBirth: string;
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

  /** The form's rules: a 3-digit PUBG ID is refused in a popup, nothing is sent; OK closes it. */
  async expectShortPubgIdRefused() {
    await this.fillRedeemForm({ name: 'Demo Player', email: 'demo@example.com', pubgId: '123' });
    await this.claimButton().click();
    await expect(this.redeemDialog()).toContainText('PUBG ID must be 4-15 digits and contain only numbers.');
    await this.redeemDialog().getByRole('button', { name: 'OK' }).click();
  }

  /** Types a number into the partner user's subscriber-number popup and submits it. */
  async submitSubscriberNumber(number: string) {
    await this.subscriberPopup().getByLabel('Subscriber number').fill(number);
    await this.subscriberPopup().getByRole('button', { name: 'Submit' }).click();
  }

  /** Fills Edit Profile, with a real PNG as the picture, and saves. */
  async saveProfile(edit: ProfileEdit) {
    await this.page.getByLabel('Username').fill(edit.username);
    await this.page.getByLabel('Email').fill(edit.email);
    await this.page.getByLabel('Gender').selectOption(edit.gender);
    await this.page.getByLabel('Bio').fill(edit.bio);
    await this.page.getByLabel('Date of birth').fill(edit.dateOfBirth);
    await this.page.getByLabel('Choose a profile image').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  /** Edit Profile shows what was saved (after a full reload, so the first check waits longer). */
  async expectProfileForm(edit: ProfileEdit) {
    await expect(this.page.getByLabel('Date of birth')).toHaveValue(edit.dateOfBirth, { timeout: 30_000 });
    await expect(this.page.getByLabel('Username')).toHaveValue(edit.username);
    await expect(this.page.getByLabel('Gender')).toHaveValue(edit.gender);
    await expect(this.page.getByLabel('Bio')).toHaveValue(edit.bio);
  }

  settingsMenu() {
    return this.page.getByRole('navigation', { name: 'Settings' });
  }

  profileStat(name: 'credits' | 'items-redeemed') {
    return this.page.getByTestId(`profile-stat-${name}`).locator('dd');
  }

  /** The profile page shows these totals. */
  async expectProfileTotals(totals: ProfileTotals) {
    await this.open('/profile');
    await expect(this.profileStat('credits')).toHaveText(totals.credits.toLocaleString('en-US'));
    await expect(this.profileStat('items-redeemed')).toHaveText(String(totals.items_redeemed));
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

  /** Puts a session read by storedSession() back into session storage. */
  async restoreSession(session: Record<string, string>) {
    await this.page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    }, session);
  }
}
