import { expect, type Page } from '@playwright/test';

/** The shell's page object: layout, navigation, remote slots. */
export class ShellPage {
  constructor(readonly page: Page) {}

  sideNav() {
    return this.page.locator('nav.side-nav');
  }

  /** The credits balance the layout shows (the side navigation's, or the phone header's). */
  balance() {
    return this.page.getByTestId('balance').locator('visible=true');
  }

  menuButton() {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  drawer() {
    return this.page.locator('#portal-drawer');
  }

  errorPanel() {
    return this.page.getByTestId('remote-error-panel');
  }

  /** Client-side navigation through the shell's router, as a link inside the portal would do. */
  async navigateInApp(path: string, { redirects = false }: { redirects?: boolean } = {}) {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const url = new RegExp(`${path.replace(/[?]/g, '\\?')}$`);
    // Pages that need routing state send a visitor on: the caller waits until they have.
    if (redirects) await expect(this.page).not.toHaveURL(url, { timeout: 30_000 });
    else await expect(this.page).toHaveURL(url);
  }

  /** Marks the document, so a test can tell whether a full page load happened since. */
  async markDocument() {
    await this.page.evaluate(() => {
      (window as unknown as { __portalMark?: number }).__portalMark = 1;
    });
  }

  async documentIsMarked() {
    return this.page.evaluate(() => (window as unknown as { __portalMark?: number }).__portalMark === 1);
  }
}

/** Every route of docs/product/access-and-start-up.md with the heading its page shows. */
export const routeHeadings: Array<[string, string | RegExp]> = [
  ['/tasks', /Daily Tasks|SELECT YOUR GAME/],
  ['/daily-gaming-tasks', 'Gaming Challenges'],
  ['/game-challenges?gameId=1', /Challenges/],
  ['/highlights', 'Highlights'],
  ['/game-highlights?gameId=1&gameName=PUBG%20Mobile', /Highlights|PUBG/],
  ['/tournaments', 'Weekly Tournaments'],
  ['/join-tournament?tournamentId=1', /Tournament/],
  ['/rewards', 'Rewards'],
  ['/leaderboard', 'Leaderboard'],
  ['/completed', /Completed/],
  ['/profile', 'Profile'],
  ['/edit-profile', 'Edit Profile'],
  ['/faqs', /FAQ/],
  ['/unsubscribe', 'Unsubscribe'],
  ['/learn-win', 'Learn & Win'],
  ['/terms-service', 'Privacy Policy'],
  // Without a claimed redemption, /thankyou sends the visitor on to /rewards.
  ['/thankyou', 'Rewards'],
];
