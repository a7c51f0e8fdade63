import { expect, test, type Page } from '@playwright/test';
import { GamesPage } from '../pages/games';
import { loginThroughLanding } from '../support/subscriber';

// Aim Train on a phone: a level is played only while it can be seen. Upright behind the rotate
// notice nothing starts and nothing is counted; the browser's Back asks 'Leave this level?' above
// the game, and the level stands still while the question is open.
const PHONE = { isMobile: true, hasTouch: true };
const UPRIGHT = { width: 390, height: 844 };
const SIDEWAYS = { width: 844, height: 390 };
const ROTATE = 'Please rotate your device to landscape mode';
/** Level 1's target lifetime is 3 s: waiting longer would let an unseen target escape. */
const LONGER_THAN_A_TARGET = 4500;

async function openLevel1(page: Page): Promise<GamesPage> {
  const games = new GamesPage(page);
  await games.enableGameTestHooks();
  await loginThroughLanding(page);
  await games.playNow('aim-train', 'Pass Level 1', 'tap');
  await expect(page.locator('.game-stage')).toHaveAttribute('data-status', 'loaded', { timeout: 30_000 });
  return games;
}

/** What the canvas draws of the level: its phase, its counters line and its targets. */
async function drawn(games: GamesPage) {
  const canvas = games.gameCanvas();
  return {
    phase: await canvas.getAttribute('data-phase'),
    hud: await canvas.getAttribute('data-hud'),
    targets: await games.targets(),
  };
}

/** Puts the stage in fullscreen as a player's first touch does, and waits until it is. */
async function tapIntoFullscreen(page: Page, games: GamesPage) {
  const box = await games.gameCanvas().boundingBox();
  if (!box) throw new Error('No game canvas');
  await page.touchscreen.tap(box.x + 4, box.y + box.height - 4);
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
}

test.describe('Aim Train on a phone', () => {
  test.use({ viewport: UPRIGHT, ...PHONE });

  test('upright, the level waits behind the rotate notice; turned, it is played, and turned upright again it stands still', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const games = await openLevel1(page);
    await expect(page.getByText(ROTATE)).toBeVisible();
    await page.waitForTimeout(LONGER_THAN_A_TARGET);
    // Nothing has begun behind the notice: no countdown, no counters, no targets.
    expect(await drawn(games)).toEqual({ phase: 'waiting', hud: '', targets: [] });
    await page.screenshot({ path: testInfo.outputPath('aim-train-upright-390x844.png') });

    await page.setViewportSize(SIDEWAYS);
    await expect(page.getByText(ROTATE)).toBeHidden();
    await expect.poll(() => games.phase(), { timeout: 15_000 }).toBe('playing');
    expect((await drawn(games)).hud).toMatch(/^Hits \d+\/\d+ .* Time \d+\.\d$/);

    // Turned upright mid-level: the timer and the targets stand still until it is sideways again.
    await page.setViewportSize(UPRIGHT);
    await expect(page.getByText(ROTATE)).toBeVisible();
    const paused = await drawn(games);
    await page.waitForTimeout(LONGER_THAN_A_TARGET);
    expect(await drawn(games)).toEqual(paused);
    await page.setViewportSize(SIDEWAYS);
    await tapIntoFullscreen(page, games);
    await expect.poll(async () => (await drawn(games)).hud, { timeout: 5000 }).not.toBe(paused.hud);

    // Played on to the end, the pass counts (the pause did not trouble the api's checks).
    expect(await games.playAimTrainLevel()).toBe('passed');
    await expect(page.getByRole('dialog', { name: 'Level 1 completed!' })).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: testInfo.outputPath('aim-train-passed-844x390.png') });
  });

  test('sideways, Back asks above the game, also once a touch puts the game in fullscreen, and the level stands still until Keep playing', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SIDEWAYS);
    const games = await openLevel1(page);
    await expect.poll(() => games.phase(), { timeout: 15_000 }).toBe('playing');

    await page.goBack();
    const question = page.getByRole('dialog', { name: 'Leave this level?' });
    await expect(question).toBeVisible();
    // The dialog is what a finger at its centre touches, not the game over it.
    const onTop = () =>
      page.evaluate(() => {
        const dialog = document.querySelector('[role="dialog"]');
        const box = dialog?.getBoundingClientRect();
        if (!dialog || !box) return false;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && dialog.contains(hit);
      });
    await expect.poll(onTop).toBe(true);
    // The player's first touch of the page lands on the dialog's text: it puts the game's stage in
    // fullscreen (browsers want a gesture), and the dialog stays above it.
    // Its box is asked again until there is one: on a loaded machine the text first found was once
    // gone by the time its box was read (the dialog drawn anew just after it opened).
    const noteText = question.getByText('It counts as played today', { exact: false });
    await expect.poll(() => noteText.boundingBox()).not.toBeNull();
    const note = await noteText.boundingBox();
    if (!note) throw new Error('No dialog text');
    await page.touchscreen.tap(note.x + 4, note.y + 4);
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className)).toBe('game-stage');
    await expect(question).toBeVisible();
    await expect.poll(onTop).toBe(true);
    const keep = question.getByRole('button', { name: 'Keep playing' });
    await expect(keep).toBeInViewport();
    const paused = await drawn(games);
    await page.screenshot({ path: testInfo.outputPath('aim-train-back-844x390.png') });
    await page.waitForTimeout(LONGER_THAN_A_TARGET);
    expect(await drawn(games)).toEqual(paused);

    await keep.tap();
    await expect(question).toHaveCount(0);
    await expect.poll(async () => (await drawn(games)).hud, { timeout: 5000 }).not.toBe(paused.hud);
    expect(await games.phase()).toBe('playing');
  });
});
