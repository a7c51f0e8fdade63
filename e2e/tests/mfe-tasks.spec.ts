import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console';
import { loginThroughLanding } from '../support/subscriber';
import { ShellPage } from '../pages/shell';
import { approveDailyEntry, TasksPage } from '../pages/tasks';

test.describe('tasks: daily streak and daily task', () => {
  test('a new subscriber picks a game, claims the streak once, submits the daily task once, and sees it completed', async ({
    page,
    request,
  }) => {
    const number = await loginThroughLanding(page);
    const shell = new ShellPage(page);
    const tasks = new TasksPage(page);
    const before = await tasks.credits();

    await shell.navigateInApp('/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Tasks' })).toBeVisible();
    await tasks.pickGame('PUBG Mobile');
    expect(await page.evaluate(() => sessionStorage.getItem('gameId'))).toBe('1');

    // Day 1 of a new streak: no earlier day, today current, tomorrow locked at 5 more.
    await expect(tasks.streakTiles()).toHaveCount(2);
    await expect(tasks.streakTiles().nth(0)).toHaveAttribute('data-state', 'current');
    await expect(tasks.streakTiles().nth(0)).toContainText('15 credits');
    await expect(tasks.streakTiles().nth(1)).toHaveAttribute('data-state', 'locked');
    await expect(tasks.streakTiles().nth(1)).toContainText('20 credits');

    await tasks.claimButton().click();
    const congrats = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(congrats).toContainText('+15 credits');
    await congrats.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(await tasks.credits()).toBe(before + 15);
    // The balance every page shows follows at once.
    await expect(shell.balance()).toHaveText(`${(before + 15).toLocaleString('en-US')} credits`);
    // Once: a second claim is refused and the credits stay.
    expect((await tasks.callApi('POST', '/v1/update-daily-streak')).status).toBe(409);
    expect(await tasks.credits()).toBe(before + 15);

    const challengeName = (await page.locator('#daily-challenge-name').textContent()) ?? '';
    expect(challengeName).not.toBe('');
    const submit = page.getByRole('button', { name: 'Submit Entry' });
    await expect(submit).toBeDisabled();
    await tasks.uploadScreenshot();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Image submitted successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submitted' })).toBeDisabled();
    await expect(page.getByText('Waiting for review')).toBeVisible();
    await expect(tasks.screenshotInput()).toHaveCount(0);

    // Cannot submit again: after a reload the entry is still in and there is no form.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Submitted' })).toBeDisabled();
    await expect(tasks.screenshotInput()).toHaveCount(0);

    // Before the review the entry is listed as waiting, with its game.
    await shell.navigateInApp('/completed');
    await expect(page.getByRole('heading', { level: 1, name: 'Completed Tasks' })).toBeVisible();
    const entry = page.getByRole('article', { name: challengeName });
    await expect(entry).toContainText('Waiting for review');
    await expect(entry).toContainText('PUBG Mobile');
    await expect(entry.locator('img')).toHaveAttribute('src', /\S/);

    await approveDailyEntry(request, number);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(entry).toContainText('credits');
    await expect(entry).toContainText('Completed');
    await expect(entry).not.toContainText('Waiting for review');
  });

  test('start-up: the daily check-in claims 15 credits, then the game selector opens', async ({ page }) => {
    await loginThroughLanding(page, { popups: true });
    const checkin = page.getByRole('dialog', { name: 'Daily Login Reward' });
    // The popup comes from the tasks remote, loaded right after start-up; allow for a busy machine.
    await expect(checkin).toContainText('15 credits', { timeout: 30_000 });
    await checkin.getByRole('button', { name: 'Claim' }).click();
    const congrats = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(congrats).toContainText('+15 credits');
    await congrats.getByRole('button', { name: 'OK' }).click();
    const tasks = new TasksPage(page);
    await tasks.pickGame('Free Fire');
    expect(await page.evaluate(() => sessionStorage.getItem('gameId'))).toBe('2');
    expect(await tasks.credits()).toBeGreaterThanOrEqual(15);
    // Picked away from /tasks, where nothing on the page changes: a notice names the game and
    // leads to its task.
    const chosen = page.getByRole('dialog', { name: 'Your daily task for Free Fire is ready' });
    await expect(chosen).toBeVisible();
    await chosen.getByRole('link', { name: 'Go to daily task' }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByTestId('chosen-game')).toHaveText('Your game: Free Fire');
    await expect(chosen).toBeHidden();
  });
});

test.describe('tasks: game challenges', () => {
  for (const [gameId, gameName, uniqueId, path, level, credits] of [
    [6, 'Puzzle Mania', 'puzzle-mania', '/puzzle-mania', 1, 10],
    [5, 'Aim Train', 'aim-train', '/aim-train', 1, 10],
  ] as const) {
    test(`the ${gameName} challenge list opens ${path} with the level session`, async ({ page }) => {
      await loginThroughLanding(page);
      const shell = new ShellPage(page);
      const tasks = new TasksPage(page);
      await shell.navigateInApp(`/game-challenges?gameId=${gameId}`);
      await expect(page.getByRole('heading', { level: 1, name: `${gameName} Challenges` })).toBeVisible();
      const first = page.getByRole('article').first();
      await expect(first).toContainText(`${credits} credits`);
      await first.getByRole('button', { name: 'Play Now' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(await tasks.routingState()).toEqual({
        game_unique_id: uniqueId,
        game_name: gameName,
        game_level: level,
        level_credits: credits,
        // Play-start answers the seed the level is played with (Aim Train's targets, Puzzle
        // Mania's board).
        seed: expect.any(Number),
      });
      // The game page keeps the session: it does not send the player back to the lists.
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test("a screenshot challenge takes one entry, which then shows 'Waiting for review' until it is reviewed", async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    const tasks = new TasksPage(page);
    await shell.navigateInApp('/game-challenges?gameId=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Free Fire Challenges' })).toBeVisible();
    const card = tasks.challengeCard('Booyah Hunter');
    await card.getByRole('button', { name: 'Submit Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booyah Hunter' });
    // A damaged file named .png: the browser cannot open it, and Submit stays off.
    const damaged = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(600, 7)]);
    await tasks.uploadScreenshot(dialog, damaged);
    await expect(dialog.getByRole('alert')).toHaveText(
      'This image could not be opened. Please choose another screenshot.',
    );
    await expect(dialog.getByRole('button', { name: 'Submit Entry' })).toBeDisabled();
    await tasks.uploadScreenshot(dialog);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit Entry' }).click();
    await expect(dialog.getByText('Image submitted successfully!')).toBeVisible();
    // The popup offers no second entry.
    await expect(dialog.getByRole('button', { name: 'Submitted' })).toBeDisabled();
    await page.keyboard.press('Escape');
    // Not CLAIMED: nothing is paid until a moderator approves it.
    await expect(card.getByText('Waiting for review')).toBeVisible();
    await expect(card.getByText('CLAIMED')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Submit Entry' })).toHaveCount(0);
    // Claimed challenges go to the end of the list.
    await expect(page.getByRole('article').last()).toHaveAccessibleName('Booyah Hunter');
  });
});

test.describe('tasks: gaming tasks and home blocks', () => {
  test("/daily-gaming-tasks lists 'Made by ESL' and 'Other Games'; How to Play opens the Cannon Clash instructions", async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    await shell.navigateInApp('/daily-gaming-tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming Challenges' })).toBeVisible();
    const esl = page.getByRole('region', { name: 'Made by ESL' });
    await expect(esl.getByRole('link', { name: 'Cannon Clash' })).toHaveAttribute('href', '/tournaments');
    await expect(esl.getByRole('link', { name: 'Aim Train' })).toHaveAttribute(
      'href',
      '/game-challenges?gameId=5',
    );
    await expect(esl.getByRole('link', { name: 'Minecraft' })).toHaveCount(0);
    const others = page.getByRole('region', { name: 'Other Games' });
    await expect(others.getByRole('link', { name: 'PUBG Mobile' })).toBeVisible();
    await esl.getByRole('button', { name: /How to Play/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("home shows 'Made by ESL' and 'Gaming Tasks' with view all", async ({ page }) => {
    await loginThroughLanding(page);
    const esl = page.getByRole('region', { name: 'Made by ESL' });
    // Home loads every block at once; allow for a busy machine.
    await expect(esl.getByRole('link', { name: 'Cannon Clash' })).toBeVisible({ timeout: 30_000 });
    const tasksBlock = page.getByRole('region', { name: 'Gaming Tasks' });
    await expect(tasksBlock.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/daily-gaming-tasks',
    );
    await expect(tasksBlock.getByRole('link', { name: 'PUBG Mobile' })).toBeVisible();
    await expect(tasksBlock.getByRole('list', { name: "This week's streak days" })).toBeVisible();
  });

  test('with the api stopped, each block shows its spec error and the page stays', async ({ page }) => {
    await loginThroughLanding(page);
    const errors = collectConsoleErrors(page);
    await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    const shell = new ShellPage(page);

    // A full load with the api down: nothing is cached from the home page, and start-up keeps the
    // session (the api did not answer) instead of sending the subscriber to the landing page.
    await page.goto('/daily-gaming-tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming Challenges' })).toBeVisible();
    await expect(page.getByText('Error: Failed to load ESL games')).toBeVisible();
    await expect(page.getByText('Error: Failed to load games')).toBeVisible();

    await shell.navigateInApp('/game-challenges?gameId=1');
    await expect(page.getByText('Error: An error occurred while fetching challenges.')).toBeVisible();

    await shell.navigateInApp('/completed');
    await expect(page.getByRole('heading', { level: 1, name: 'Completed Tasks' })).toBeVisible();
    await expect(page.getByRole('alert').getByText('Error', { exact: true })).toBeVisible();

    await shell.navigateInApp('/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Tasks' })).toBeVisible();

    await shell.navigateInApp('/');
    await expect(
      page.getByRole('region', { name: 'Made by ESL' }).getByText('Error: Failed to load ESL games'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Gaming Tasks' }).getByText('Error: Failed to load daily games'),
    ).toBeVisible();
    expect(errors.filter((e) => /Uncaught|TypeError|ReferenceError/.test(e))).toEqual([]);
  });
});
