import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { GamesPage, type TargetOnCanvas } from '../pages/games';
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
    await loginThroughLanding(page);
    await games.playNow('puzzle-mania', 'Level 1: Easy (3x3)');
    const gameId = await games.gameId('puzzle-mania');
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

  test("Aim Train loads to 100%, a level is played by clicking the targets, the result popup appears, and the balance has the level's credits", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const games = new GamesPage(page);
    await games.recordGameProgress();
    await openAimTrainLevel(page, 1, 'click', games);
    await expect(page.locator('.game-stage')).toHaveAttribute('data-status', 'loaded');
    const seen = await games.progressSeen();
    expect(seen[0]).toMatch(/^Loading game\.\.\. \d+% \| /);
    expect(seen.at(-1)).toMatch(/^Loading game\.\.\. 100% \| (\d+\.\d+) MB \/ \1 MB$/);

    expect(await games.playAimTrainLevel()).toBe('passed');
    const popup = page.getByRole('dialog', { name: 'Level 1 completed!' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('10 credits added to your wallet.')).toBeVisible();
    // The api counted the pass: the canvas says so too.
    await expect(games.gameCanvas()).toHaveAttribute('data-message', 'Level 1 completed!');
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await page.waitForURL((url) => url.pathname === '/daily-gaming-tasks');
    await expect(new ShellPage(page).balance()).toHaveText(`${await games.credits()} credits`);
  });
});

test.describe('an Aim Train level left before it ends', () => {
  test("the menu asks first; left, the level list shows 'Played today', not a Play Now the api refuses until tomorrow", async ({
    page,
  }) => {
    const games = await openAimTrainLevel(page, 2);
    await expect.poll(() => games.phase(), { timeout: 15_000 }).toBe('playing');
    // The menu asks first while the level is in play, in the portal's own dialog (never the
    // browser's box); Keep playing keeps the level.
    const boxes: string[] = [];
    page.on('dialog', (dialog) => void (boxes.push(dialog.message()), dialog.dismiss()));
    const homepage = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Homepage' });
    await homepage.click();
    const question = page.getByRole('dialog', { name: 'Leave this level?' });
    await expect(question).toContainText('It counts as played today: you can play it again tomorrow.');
    await question.getByRole('button', { name: 'Keep playing' }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(/\/aim-train$/);
    // Leave: the level is over for today (a restart counts as failed).
    await homepage.click();
    await question.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await new ShellPage(page).navigateInApp(`/game-challenges?gameId=${await games.gameId('aim-train')}`);
    await expectLevel2PlayedToday(page);
    expect(boxes).toEqual([]);
  });

  test('the browser Back asks the same question: Keep playing keeps the level in play, Leave goes back', async ({
    page,
  }) => {
    const games = await openAimTrainLevel(page, 2);
    await expect.poll(() => games.phase(), { timeout: 15_000 }).toBe('playing');
    const question = page.getByRole('dialog', { name: 'Leave this level?' });
    await page.goBack();
    await expect(question).toContainText('It counts as played today: you can play it again tomorrow.');
    await question.getByRole('button', { name: 'Keep playing' }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(/\/aim-train$/);
    expect(await games.phase()).toBe('playing');
    // Back asks again, and a second Back while it asks leaves nothing (the level stays in play);
    // Leave goes back to the level list, where the level is played today, as after a link.
    await page.goBack();
    await expect(question).toBeVisible();
    await page.goBack();
    await expect(question).toBeVisible();
    await expect(page).toHaveURL(/\/aim-train$/);
    expect(await games.phase()).toBe('playing');
    await question.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/game-challenges');
    await expectLevel2PlayedToday(page);
  });
});

/** Aim Train's level list after level 2 was left in play: played today, level 3 still open. */
async function expectLevel2PlayedToday(page: Page) {
  const level2 = page.getByRole('article', { name: 'Pass Level 2', exact: true });
  await expect(level2.getByRole('button', { name: 'Played today' })).toBeDisabled();
  await expect(level2.getByRole('button', { name: 'Play Now' })).toHaveCount(0);
  const level3 = page.getByRole('article', { name: 'Pass Level 3', exact: true });
  await expect(level3.getByRole('button', { name: 'Play Now' })).toBeEnabled();
}

test.describe('an Aim Train pass the api does not count, on a 390x844 screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the popup says it does not count and the canvas does not say 'completed'", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const games = await openAimTrainLevel(page, 1);

    // Played as a bot plays: in the page, every target pressed in the frame it shows. The level
    // passes, and the api refuses the pass (reactions no person has).
    await expect.poll(() => games.phase(), { timeout: 15_000 }).toBe('playing');
    const result = page.waitForResponse((res) => res.url().endsWith('/api/v1/game-levels/result'));
    await games.gameCanvas().evaluate(
      (canvas: HTMLCanvasElement) =>
        new Promise<void>((resolve) => {
          const pressed = new Set<number>();
          const frame = () => {
            if (canvas.dataset.phase !== 'playing') return resolve();
            const box = canvas.getBoundingClientRect();
            const targets = JSON.parse(canvas.dataset.targets ?? '[]') as TargetOnCanvas[];
            for (const t of targets) {
              if (pressed.has(t.id)) continue;
              pressed.add(t.id);
              const at = { clientX: box.left + t.x, clientY: box.top + t.y };
              canvas.dispatchEvent(
                new PointerEvent('pointerdown', {
                  ...at,
                  pointerType: 'mouse',
                  button: 0,
                  bubbles: true,
                  cancelable: true,
                }),
              );
            }
            requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    expect(await games.phase()).toBe('passed');
    expect((await result).status()).toBe(400);

    const reason = 'We could not confirm this result, so it does not count.';
    const popup = page.getByRole('dialog', { name: `Level 1 failed! Reason: ${reason}` });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('You can play this level again tomorrow.')).toBeVisible(); // attempt spent
    // The game was told: nothing is drawn over the final frame, never 'completed'.
    await expect(games.gameCanvas()).toHaveAttribute('data-verdict', 'notCounted');
    await expect(games.gameCanvas()).toHaveAttribute('data-message', '');
    await expect(games.gameCanvas()).toHaveAttribute('data-phase', 'passed');
    await page.screenshot({ path: testInfo.outputPath('aim-train-refused-390x844.png') });
    // The canvas itself, as drawn under the popup.
    const drawn = await games.gameCanvas().evaluate((c) => (c as HTMLCanvasElement).toDataURL('image/png'));
    writeFileSync(
      testInfo.outputPath('aim-train-refused-canvas.png'),
      Buffer.from(drawn.split(',')[1] ?? '', 'base64'),
    );
  });
});

test.describe('Aim Train on a phone held sideways (844x390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('the game takes the whole screen in play, and the result popup is in reach when the level ends', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const games = await openAimTrainLevel(page, 1, 'tap');
    await expect.poll(() => games.phase(), { timeout: 15_000 }).toBe('playing');
    // The first touch puts the game stage in fullscreen (browsers want a gesture for it).
    const box = await games.gameCanvas().boundingBox();
    if (!box) throw new Error('No game canvas');
    await page.touchscreen.tap(box.x + 4, box.y + box.height - 4);
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);

    // No target touched: the level fails. The popup is above the page, not behind the game.
    await expect.poll(() => games.phase(), { timeout: 60_000 }).toBe('failed');
    const popup = page.getByRole('dialog', { name: /^Level 1 failed! Reason: / });
    await expect(popup).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await expect(popup.getByText('You can play this level again tomorrow.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('aim-train-failed-844x390.png') });
    await popup.getByRole('button', { name: 'Close' }).last().tap();
    await page.waitForURL((url) => url.pathname === '/daily-gaming-tasks');
  });
});

/** Signs in and opens Aim Train's 'Pass Level N' as a subscriber does (click or tap), test hooks on. */
async function openAimTrainLevel(
  page: Page,
  level: number,
  press: 'click' | 'tap' = 'click',
  games = new GamesPage(page),
): Promise<GamesPage> {
  await games.enableGameTestHooks();
  await loginThroughLanding(page);
  await games.playNow('aim-train', `Pass Level ${level}`, press);
  return games;
}

/** Signs in and opens Puzzle Mania Hard (5x5) from its challenges, as a subscriber does. */
async function openPuzzleHard(page: Page): Promise<GamesPage> {
  const games = new GamesPage(page);
  await loginThroughLanding(page);
  await games.playNow('puzzle-mania', 'Level 3: Hard (5x5)');
  await expect(games.puzzleTiles()).toHaveCount(25);
  return games;
}

/** The box of an element, which must lie wholly inside the screen (no scrolling to reach it). */
async function expectInView(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const screen = page.viewportSize();
  if (!box || !screen) throw new Error(`${what}: not on the screen`);
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(screen.height);
}

test.describe('Puzzle Mania on a phone held sideways (844x390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('the whole board, the counters and the reference image are in view while playing, without scrolling', async ({
    page,
  }) => {
    const games = await openPuzzleHard(page);
    // Two moves on tiles not yet upright: each is a move of the solution, so the board can still be
    // solved within its allowed moves (a turn of an upright tile costs four).
    const turned = games.puzzleTiles().and(page.locator(':not([data-rotation="0"])'));
    await turned.first().click();
    await turned.first().click();
    await expect(page.locator('.puzzle-stats dd').first()).toHaveText('2');
    // The shell's side menu steps aside while the board is in play.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expectInView(page, page.getByRole('group', { name: 'Puzzle tiles' }), 'board');
    await expectInView(page, page.locator('.puzzle-stats'), 'Moves, Time and Allowed Moves');
    await expectInView(page, page.getByRole('img', { name: /Reference image/ }), 'reference image');
    await expectInView(page, page.getByRole('button', { name: 'Reset Puzzle' }), 'Reset Puzzle');
    const doc = await page.evaluate(() => ({
      scrollY: window.scrollY,
      tall: document.documentElement.scrollHeight,
      high: window.innerHeight,
    }));
    expect(doc.scrollY).toBe(0);
    expect(doc.tall).toBeLessThanOrEqual(doc.high);

    // Played to the end: the result popup, and the menu is back.
    await games.solvePuzzle();
    const popup = page.getByRole('dialog', { name: /^Level 3 completed!/ });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

test.describe('Puzzle Mania on a phone held upright (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the board and the counters are in view, and the page does not scroll sideways', async ({ page }) => {
    const games = await openPuzzleHard(page);
    await games.puzzleTiles().nth(0).click();
    await expectInView(page, page.getByRole('group', { name: 'Puzzle tiles' }), 'board');
    await expectInView(page, page.locator('.puzzle-stats'), 'Moves, Time and Allowed Moves');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
  });
});
