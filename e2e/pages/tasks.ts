import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { portal } from '../support/portal';

/** A real 1x1 PNG (the api checks the file's magic bytes, not only its type). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The tasks remote's page object: /tasks, /game-challenges, /daily-gaming-tasks, /completed. */
export class TasksPage {
  constructor(readonly page: Page) {}

  gameSelector() {
    return this.page.getByRole('dialog', { name: 'SELECT YOUR GAME' });
  }

  async pickGame(name: string) {
    await this.gameSelector().getByRole('button', { name }).click();
    await expect(this.gameSelector()).toBeHidden();
  }

  streakTiles() {
    return this.page.getByRole('list', { name: 'Streak days' }).getByRole('listitem');
  }

  claimButton() {
    return this.page.getByRole('button', { name: /^Claim \d+ credits$/ });
  }

  screenshotInput() {
    return this.page.getByLabel(/Upload screenshot/);
  }

  /** Chooses a screenshot: a real PNG, or `buffer` (e.g. a damaged one) under the same name and type. */
  async uploadScreenshot(scope: Page | ReturnType<Page['getByRole']> = this.page, buffer = TINY_PNG) {
    await scope.getByLabel(/Upload screenshot/).setInputFiles({
      name: 'result.png',
      mimeType: 'image/png',
      buffer,
    });
  }

  challengeCard(name: string | RegExp) {
    return this.page.getByRole('article', { name });
  }

  /** The routing state react-router keeps in the history entry. */
  async routingState(): Promise<unknown> {
    return this.page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);
  }

  /** Calls the api as the signed-in subscriber in this page, with the token the portal holds. */
  async callApi(method: 'GET' | 'POST', path: string): Promise<{ status: number; body: unknown }> {
    return this.page.evaluate(
      async ({ method, path }) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: { Authorization: `Bearer ${sessionStorage.getItem('accessToken') ?? ''}` },
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { method, path },
    );
  }

  async credits(): Promise<number> {
    const { body } = await this.callApi('GET', '/v1/user/profile');
    return (body as { data: { credits: number } }).data.credits;
  }
}

/** The operator's review of screenshot submissions (header x-operator-key). */
export async function approveDailyEntry(request: APIRequestContext, operatorNumber: string) {
  const phone = `92${operatorNumber.slice(1)}`;
  const headers = { 'x-operator-key': portal.operatorKey };
  const list = await request.get(`${portal.origin}/api/operator/submissions?kind=daily`, { headers });
  expect(list.ok()).toBe(true);
  const rows = ((await list.json()) as { data: Array<{ id: number; phone: string }> }).data;
  const entry = rows.find((row) => row.phone === phone);
  expect(entry, `a daily entry of ${phone}`).toBeTruthy();
  const approved = await request.post(
    `${portal.origin}/api/operator/submissions/daily/${entry!.id}/approve`,
    {
      headers,
    },
  );
  expect(approved.ok()).toBe(true);
}
