import { expect, test } from '@playwright/test';
import { GamesPage } from '../pages/games';
import { ShellPage } from '../pages/shell';
import { collectConsoleErrors } from '../support/console';
import { loginThroughLanding } from '../support/subscriber';

test.describe('games remote', () => {
  test('opening /aim-train or /puzzle-mania directly returns to /daily-gaming-tasks', async ({ page }) => {
    await loginThroughLanding(page);
    for (const path of ['/aim-train', '/puzzle-mania']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/daily-gaming-tasks');
      await expect(page.getByRole('heading', { level: 1, name: 'Gaming Challenges' })).toBeVisible();
    }
  });

  test('from /game-challenges a subscriber plays Puzzle Mania Easy to the end and the result reaches the api', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const games = new GamesPage(page);
    const shell = new ShellPage(page);
    await loginThroughLanding(page);
    const gameId = await games.gameId('puzzle-mania');
    await shell.navigateInApp(`/game-challenges?gameId=${gameId}`);
    const card = page.getByRole('article', { name: 'Level 1: Easy (3x3)' });
    await card.getByRole('button', { name: 'Play Now' }).click();
    await page.waitForURL((url) => url.pathname === '/puzzle-mania');
    await expect(page.getByRole('heading', { level: 1, name: 'Puzzle Mania' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Easy (3x3)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Medium|Hard/ })).toHaveCount(0);
    await expect(games.puzzleTiles()).toHaveCount(9);

    await games.solvePuzzle();
    await expect(
      page.getByText(/^Congratulations! You solved the puzzle in \d+ moves/).first(),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Level 1 completed! 10 credits added.' })).toBeVisible();

    const { body } = await games.callApi('POST', '/v1/challenges/game/all', { id: gameId });
    const challenges = (
      body as { data: { challenges: Array<{ game_level: number | null; makeEntry: number }> } }
    ).data.challenges;
    expect(challenges.find((c) => c.game_level === 1)?.makeEntry).toBe(1);
    expect(errors).toEqual([]);
  });

  test('Aim Train loads to 100%, a level is played by clicking the targets, and the result popup appears', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const games = new GamesPage(page);
    const shell = new ShellPage(page);
    await games.enableGameTestHooks();
    await games.recordGameProgress();
    await loginThroughLanding(page);
    const gameId = await games.gameId('aim-train');
    await shell.navigateInApp(`/game-challenges?gameId=${gameId}`);
    await page
      .getByRole('article', { name: 'Pass Level 1', exact: true })
      .getByRole('button', { name: 'Play Now' })
      .click();
    await page.waitForURL((url) => url.pathname === '/aim-train');
    await expect(page.locator('.game-stage')).toHaveAttribute('data-status', 'loaded');
    const seen = await games.progressSeen();
    expect(seen[0]).toMatch(/^Loading game\.\.\. \d+% \| /);
    expect(seen.at(-1)).toMatch(/^Loading game\.\.\. 100% \| (\d+\.\d+) MB \/ \1 MB$/);

    expect(await games.playAimTrainLevel()).toBe('passed');
    const popup = page.getByRole('dialog', { name: 'Level 1 completed!' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('10 credits added to your wallet.')).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await page.waitForURL((url) => url.pathname === '/daily-gaming-tasks');
  });
});
