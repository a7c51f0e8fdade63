import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginThroughLanding } from '../support/subscriber';
import { CannonClashPage, operatorMatches, type CannonPicture } from '../pages/cannon-clash';
import { operatorMatchRoom, screenshotPlayers } from '../pages/cannon-clash-match';
import { RewardsRemote } from '../pages/mfe-rewards';
import { ShellPage } from '../pages/shell';
import { createCannonTournament, eslTournamentId } from '../pages/tournaments';

// The room server's promises as a player meets them in the browser: a reload in the middle of a
// tournament match takes the player's side back (the reconnection token kept in session storage)
// and the match goes on to its end. The match is made through the operator api, so the test needs
// no clock moves.
const HOUR = 3_600_000;
const phoneOf = (number: string) => `92${number.slice(1)}`;

/** The hit points left in a player's own towers. */
const ownHp = (p: CannonPicture) => p.towers.filter((t) => t.mine).reduce((n, t) => n + t.hp, 0);

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

test.describe('Cannon Clash rooms', () => {
  test('a player who reloads mid-match gets their side back and the match completes', async ({
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    const name = await createCannonTournament(request, 'Reload Cup', 2 * HOUR);
    const tournamentId = await eslTournamentId(request, name);
    expect(tournamentId).toBeGreaterThan(0);
    const a = await player(browser);
    const b = await player(browser, {
      viewport: { width: 844, height: 390 },
      isMobile: true,
      hasTouch: true,
    });
    const { matchId, roomId } = await operatorMatchRoom(request, tournamentId, {
      player1: a.phone,
      player2: b.phone,
    });
    try {
      await openMatch(a, { roomId, tournamentId });
      await expect(a.game.status()).toHaveText('Waiting for opponent to join...', { timeout: 60_000 });
      // The phone player types the Room ID in lower case: the same match.
      await openMatch(b, { roomId: roomId.toLowerCase(), tournamentId });
      const started = 'Game started! Destroy enemy towers to win!';
      await expect(b.game.status()).toHaveText(started, { timeout: 60_000 });
      await expect(a.game.status()).toHaveText(started);

      // The desk player attacks for a while, so the match has a state worth keeping.
      const before = await b.game.picture();
      await a.game.attackUntilOver(12_000);
      await expect
        .poll(async () => ownHp(await b.game.picture()), { timeout: 30_000 })
        .toBeLessThan(ownHp(before));
      const damaged = await b.game.picture();

      // The phone player reloads: meanwhile the desk player is told the opponent is reconnecting;
      // then the phone player is back in the same match, on the same side, with the damage done.
      await Promise.all([
        expect(a.game.status()).toHaveText('Opponent reconnecting...', { timeout: 15_000 }),
        b.page.reload(),
      ]);
      await expect(b.game.status()).toHaveText(started, { timeout: 60_000 });
      await expect(a.game.status()).toHaveText(started, { timeout: 15_000 });
      const back = await b.game.picture();
      expect(back.side).toBe(damaged.side);
      expect(ownHp(back)).toBeLessThanOrEqual(ownHp(damaged));
      await expect(b.page.getByText('This room is full.')).toHaveCount(0);

      // The match goes on to its end, and both see the outcome.
      expect(await a.game.attackUntilOver(240_000)).toBe('finished');
      await expect(a.game.status()).toHaveText('Victory! You won!');
      await expect(b.game.status()).toHaveText('Defeat! Better luck next time!', { timeout: 20_000 });
      const ours = (await operatorMatches(request, tournamentId)).find((m) => m.id === matchId);
      expect(ours).toMatchObject({ status: 'finished', winner: a.phone });
    } catch (error) {
      await screenshotPlayers({ a: a.page, b: b.page });
      throw error;
    }
  });

  test("'Practice vs bot' from home and /tournaments plays a whole match against the server's bot, for no credits", async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const p = await player(browser);
    const profile = () => new RewardsRemote(p.page).apiProfile();
    const creditsBefore = (await profile()).credits;
    const results: string[] = [];
    p.page.on('request', (r) => {
      if (r.url().includes('/tournament/match/')) results.push(r.url());
    });
    // The Cannon Clash card of 'Made by ESL' on home offers it, and so do the Cannon Clash
    // tournament cards on /tournaments; the match starts from there.
    await expect(
      p.page.getByRole('region', { name: 'Made by ESL' }).getByRole('button', { name: 'Practice vs bot' }),
    ).toBeVisible();
    await new ShellPage(p.page).navigateInApp('/tournaments');
    await p.page.getByRole('button', { name: 'Practice vs bot' }).first().click();
    await expect(p.page).toHaveURL(/\/cannon-clash$/);
    // The bot is already in the room: play starts as soon as the player joins.
    await expect(p.game.status()).toHaveText('Game started! Destroy enemy towers to win!', {
      timeout: 60_000,
    });
    expect(await p.game.attackUntilOver(240_000)).toBe('finished');
    await expect(p.game.status()).toHaveText(/^(Victory! You won!|Defeat! Better luck next time!)$/);
    // Practice records nothing and pays nothing.
    expect(results).toEqual([]);
    expect((await profile()).credits).toBe(creditsBefore);
  });
});
