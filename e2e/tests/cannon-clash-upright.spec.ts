import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginThroughLanding } from '../support/subscriber';
import { CannonClashPage, type DrawnFrame } from '../pages/cannon-clash';
import { operatorMatchRoom, screenshotPlayers } from '../pages/cannon-clash-match';
import { createCannonTournament, eslTournamentId } from '../pages/tournaments';

// A tournament match opened on a phone held upright: opening the match page is being there. The
// phone takes its seat at once behind the rotate notice (so the room's no-show clock cannot count
// the player absent), the opponent sees them arrive, the countdown waits until the phone is turned,
// and then the match is drawn on the phone's whole screen. The match is made through the operator
// api at the api's present time, so the test needs no clock moves.
const HOUR = 3_600_000;
const phoneOf = (number: string) => `92${number.slice(1)}`;
const ROTATE = 'Please rotate your device to landscape mode';
const OPPONENT_TURNING = 'Your opponent is here. Waiting for them to turn their phone to landscape...';
const TURN_TO_START = 'Your opponent is here. Turn your phone to landscape to start.';
const STARTED = 'Game started! Destroy enemy towers to win!';

interface Player {
  page: Page;
  phone: string;
  game: CannonClashPage;
}

async function player(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Player> {
  const page = await (await browser.newContext(options)).newPage();
  const game = new CannonClashPage(page);
  await game.enableGameTestHooks();
  const number = await loginThroughLanding(page);
  return { page, phone: phoneOf(number), game };
}

/** Opens /cannon-clash inside the app with the routing state the Room ID popup gives it. */
async function openMatch(p: Player, state: { roomId: string; tournamentId: number }) {
  await p.page.evaluate((usr) => {
    window.history.pushState({ usr: { ...usr, startGame: true }, key: 'e2e', idx: 1 }, '', '/cannon-clash');
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, state);
  await expect(p.page).toHaveURL(/\/cannon-clash$/);
}

const onCanvas = (frame: DrawnFrame, e: { x: number; y: number }) =>
  e.x >= 0 && e.y >= 0 && e.x <= frame.width && e.y <= frame.height;

/** The pieces of a drawn frame that lie on the canvas, by kind and side. */
function drawnPieces(frame: DrawnFrame) {
  const shown = frame.entities.filter((e) => onCanvas(frame, e));
  const count = (kind: string, mine: boolean) =>
    shown.filter((e) => e.kind === kind && e.mine === mine).length;
  return {
    cannons: [count('cannon', true), count('cannon', false)],
    towers: [count('tower', true), count('tower', false)],
  };
}

test.describe('Cannon Clash on a phone held upright', () => {
  test('the phone is in the match at once behind the rotate notice; turned, the countdown runs and the match is drawn', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const name = await createCannonTournament(request, 'Upright Cup', 2 * HOUR);
    const tournamentId = await eslTournamentId(request, name);
    const desk = await player(browser);
    const phone = await player(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const { roomId } = await operatorMatchRoom(request, tournamentId, {
      player1: desk.phone,
      player2: phone.phone,
    });
    try {
      await openMatch(desk, { roomId, tournamentId });
      await expect(desk.game.status()).toHaveText('Waiting for opponent to join...', { timeout: 60_000 });

      // Upright: the rotate notice covers the game, yet the phone has taken its seat: the desk
      // player sees the opponent arrive, and the phone player is asked to turn the phone to start.
      await openMatch(phone, { roomId, tournamentId });
      const notice = phone.page.locator('.game-rotate');
      await expect(notice.getByText(ROTATE)).toBeVisible({ timeout: 60_000 });
      await expect(desk.game.status()).toHaveText(OPPONENT_TURNING, { timeout: 60_000 });
      // The notice says it too: the stage is in fullscreen, the phase line outside it unseen.
      await expect(notice.getByText(TURN_TO_START)).toBeVisible();
      await expect(phone.game.status()).toHaveText(TURN_TO_START);
      // Nothing counts down (3 s) while the phone player cannot see the game.
      await desk.page.waitForTimeout(4500);
      await expect(desk.game.status()).toHaveText(OPPONENT_TURNING);
      expect((await desk.game.picture()).phase).toBe('waiting');

      // A reload, still upright, takes the same seat back: no refusal, and the desk still sees them.
      await phone.page.reload();
      await expect(notice.getByText(TURN_TO_START)).toBeVisible({ timeout: 60_000 });
      await expect(phone.page.getByText('This room is full.')).toHaveCount(0);
      await expect(desk.game.status()).toHaveText(OPPONENT_TURNING);

      // Turned sideways: the notice goes, both screens count down, and play starts on both.
      await phone.page.setViewportSize({ width: 844, height: 390 });
      await expect(notice).toBeHidden();
      await expect(desk.game.status()).toHaveText(/^Get ready! [123]$/, { timeout: 30_000 });
      await expect(desk.game.status()).toHaveText(STARTED, { timeout: 30_000 });
      await expect(phone.game.status()).toHaveText(STARTED);

      // The phone draws the match on its whole screen: both cannons and all six towers on the canvas.
      await phone.game.expectWholeScreenStage();
      await expect
        .poll(async () => drawnPieces(await phone.game.drawn()), { timeout: 10_000 })
        .toEqual({ cannons: [1, 1], towers: [3, 3] });
      const frame = await phone.game.drawn();
      expect([frame.phase, frame.width > frame.height]).toEqual(['playing', true]);
      await phone.page.screenshot({ path: test.info().outputPath('upright-then-turned.png') });
    } catch (error) {
      await screenshotPlayers({ desk: desk.page, phone: phone.page });
      throw error;
    }
  });
});
