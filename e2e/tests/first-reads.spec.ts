import { expect, test } from '@playwright/test';
import { signInOverHttp } from '../../tooling/landing-sign-in';
import { portal } from '../support/portal';
import { sendersOf } from '../support/senders';
import { newOperatorNumber, skipStartupPopups } from '../support/subscriber';
import { ShellPage } from '../pages/shell';

// /early.js sends the entry page's first reads the moment start-up's token exchange answers
// (shell/src/features/startup/early-reads.ts); the page then draws from those answers.

test.describe('shell: first reads sent ahead', () => {
  test("the tournaments page's two lists leave from the page's first script, and its cards are drawn from them", async ({
    page,
  }) => {
    const { a } = await signInOverHttp(portal.origin, newOperatorNumber());
    await skipStartupPopups(page);
    const weekly = await sendersOf(page, 'GET', '/api/v1/tournaments/all');
    const esl = await sendersOf(page, 'GET', '/api/v1/esl/tournaments/all');
    await page.goto(`/tournaments?a=${a}`);
    const card = page.locator('.tournament-card').first();
    await expect(card.locator('img.tournament-card__cover')).toHaveJSProperty('complete', true);
    await expect(card).not.toHaveText('');
    // Sent once each, by /early.js the moment the exchange answered: the page took those answers.
    expect(weekly).toEqual(['/early.js']);
    expect(esl).toEqual(['/early.js']);
  });

  test("the tasks page's reads and the header's profile leave from the page's first script, and the page and header are drawn from them", async ({
    page,
  }) => {
    const { a } = await signInOverHttp(portal.origin, newOperatorNumber());
    const senders = {
      streak: await sendersOf(page, 'GET', '/api/v1/active-streak'),
      games: await sendersOf(page, 'GET', '/api/v1/daily-challenges/games'),
      profile: await sendersOf(page, 'GET', '/api/v1/user/profile'),
    };
    await page.goto(`/tasks?a=${a}`);
    // The check-in popup shows a new subscriber's first day (the streak); the header shows the
    // balance (the profile), each drawn from the answer /early.js had asked for.
    const popup = page.getByRole('dialog', { name: 'Daily Login Reward' });
    await expect(popup).toContainText('15 credits');
    await expect(new ShellPage(page).balance()).toHaveText(/^\d[\d,]* credits$/);
    expect(senders).toEqual({ streak: ['/early.js'], games: ['/early.js'], profile: ['/early.js'] });
  });

  test("the leaderboard, the header's profile and the check-in popup's streak leave from the page's first script, and the page, header and popup are drawn from them", async ({
    page,
  }) => {
    const { a } = await signInOverHttp(portal.origin, newOperatorNumber());
    const senders = {
      leaderboard: await sendersOf(page, 'GET', '/api/leaderboard'),
      profile: await sendersOf(page, 'GET', '/api/v1/user/profile'),
      streak: await sendersOf(page, 'GET', '/api/v1/active-streak'),
    };
    await page.goto(`/leaderboard?a=${a}`);
    // The popup's first day (the streak), the podium (the leaderboard), the balance (the profile).
    const popup = page.getByRole('dialog', { name: 'Daily Login Reward' });
    await expect(popup).toContainText('Day 1');
    await expect(page.getByRole('list', { name: 'Top 3' }).getByRole('listitem')).toHaveCount(3);
    await expect(new ShellPage(page).balance()).toHaveText(/^\d[\d,]* credits$/);
    expect(senders).toEqual({ leaderboard: ['/early.js'], profile: ['/early.js'], streak: ['/early.js'] });
  });
});
