import { expect, test, type Page } from '@playwright/test';
import { devTools } from '../support/dev-tools';
import { loginThroughLanding } from '../support/subscriber';
import { ShellPage } from '../pages/shell';
import {
  createCannonTournament,
  fillEslTournament,
  grantCredits,
  serverNow,
  smsTo,
  TournamentsPage,
} from '../pages/tournaments';

// Demo tournaments (api/src/demo/tournaments.ts): 'PUBG Mobile Weekly Showdown' is weekly, open, UIDCheck 1,
// Cash (UID, NICK and e-mail); 'Cannon Clash Weekly Knockout' is ESL, open, starting 26 hours after
// the api started, with 6 players checked in; 'Aim Train Speed Cup' is ESL, open, with an entry fee
// of 10 credits; 'Cannon Clash Season Opener' has ended (status 4).
// Tests in this file run in order in one worker; the last one moves the api's clock (and sets it
// back at its end).
const WEEKLY = 'PUBG Mobile Weekly Showdown';
const CANNON = 'Cannon Clash Weekly Knockout';
/** ESL, open, an entry fee of 10 credits. */
const PAID_ESL = 'Aim Train Speed Cup';
const HOUR = 3_600_000;

// Generous limits: the suite shares a small machine; the timings that matter are unit-tested.
test.describe.configure({ timeout: 180_000 });

const REGISTERED_LINE = 'Registered: your match time comes by SMS';

/** The Cannon card once the subscriber is in: it says so and its button reads 'Joined'. */
async function expectJoined(tournaments: TournamentsPage) {
  const card = tournaments.card(CANNON);
  await expect(card.getByTestId('tournament-player-state')).toHaveText(REGISTERED_LINE, { timeout: 30_000 });
  await expect(tournaments.joinedButton(CANNON)).toHaveText('Joined');
  await expect(card.getByRole('button', { name: /Join Now/ })).toHaveCount(0);
}

/** Home's Tournaments block, scrolled to as a person does, its slides paused. */
async function homeTournamentsBlock(page: Page) {
  // The block sits below the first screen and loads its code as it comes near: scroll to it (to
  // Learn & Win, the shell's block right after it).
  await page.getByRole('region', { name: 'Learn & Win' }).scrollIntoViewIfNeeded();
  const block = page.getByRole('region', { name: 'Tournaments', exact: true }).first();
  await expect(block.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await block.getByRole('button', { name: 'Pause slides' }).click();
  return block;
}

test.describe('tournaments: the list', () => {
  test('the page lists both sections with the status rules of the demo tournaments', async ({ page }) => {
    // Console errors, except a missing favicon (the shell's, not this remote's).
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !/\/favicon\.\w+$/.test(m.location().url)) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    const tournaments = new TournamentsPage(page);
    await shell.navigateInApp('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Tournaments' })).toBeVisible();
    await expect(page).toHaveTitle('Weekly Tournaments | PlayZone');
    await expect(tournaments.eslSection().getByRole('article').first()).toBeVisible();

    const ended = tournaments.card('Cannon Clash Season Opener');
    await expect(ended.getByText('Tournament has ended')).toBeVisible();
    await expect(ended.getByRole('link', { name: 'VIEW HIGHLIGHTS' })).toBeVisible();
    await expect(ended.getByRole('button', { name: /Join Now|Play Now/ })).toHaveCount(0);

    const live = tournaments.card('Cannon Clash Live Knockout');
    await expect(live.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(live.getByText('Tournament is in progress')).toBeVisible();

    // A weekly one that is running closes its registration; one whose start is ahead takes entries.
    const inProgress = tournaments.card('PUBG Mobile Night Live');
    await expect(inProgress.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(inProgress.getByTestId('completed-overlay')).toContainText('Tournament is in progress');
    const upcoming = tournaments.card('Call of Duty Sunday Cup');
    await expect(upcoming.getByTestId('completed-overlay')).toHaveCount(0);
    await expect(upcoming.getByRole('link', { name: /Join Now/ })).toBeVisible();
    await expect(tournaments.card(WEEKLY).getByRole('link', { name: /Join Now/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('home shows the Tournaments block; a weekly card leads to its registration page', async ({ page }) => {
    await loginThroughLanding(page);
    const block = await homeTournamentsBlock(page);
    await expect(block.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/tournaments');
    const weekly = block.getByRole('article', { name: WEEKLY });
    for (let i = 0; i < 12 && !(await weekly.isVisible()); i += 1) {
      await block.getByRole('button', { name: 'Next slide' }).click();
    }
    await weekly.getByRole('link', { name: /Join Now/ }).click();
    await expect(page).toHaveURL(/\/join-tournament\?tournamentId=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: WEEKLY })).toBeVisible();
  });
});

test.describe('tournaments: joining', () => {
  test('a subscriber registers for a weekly tournament, and the page says so from then on', async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    const tournaments = new TournamentsPage(page);
    await shell.navigateInApp('/tournaments');
    await tournaments
      .card(WEEKLY)
      .getByRole('link', { name: /Join Now/ })
      .click();
    await expect(page).toHaveURL(/\/join-tournament\?tournamentId=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: WEEKLY })).toBeVisible();

    // Blank fields are marked and nothing is sent.
    await tournaments.registerButton().click();
    for (const label of ['UID', 'NICK', 'Email']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }

    await page.getByLabel('UID', { exact: true }).fill('51234567');
    await page.getByLabel('NICK', { exact: true }).fill('e2e_ace');
    await page.getByLabel('Email', { exact: true }).fill('ace@example.com');
    await tournaments.registerButton().click();
    await expect(
      page.getByText('Successfully registered! Please wait for further instructions.'),
    ).toBeVisible();

    // The entry is made: nothing more to send from this page.
    await expect(tournaments.registerButton()).toBeDisabled();

    // After a reload the page says so at once, with the UID and NICK the entry was made with.
    await page.reload();
    await expect(
      page.getByText('You have already submitted. Please wait for further instructions.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('NICK', { exact: true })).toHaveValue('e2e_ace');
    await expect(page.getByLabel('NICK', { exact: true })).toBeDisabled();
    // The entry keeps no e-mail: no empty box stands for it.
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
    await expect(tournaments.registerButton()).toBeDisabled();
  });
});

test.describe('tournaments: joining an ESL tournament', () => {
  test('a subscriber joins an ESL Cannon Clash tournament, gets the instructions popup, and its card says Joined from then on', async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    const tournaments = new TournamentsPage(page);
    await shell.navigateInApp('/tournaments');
    await tournaments.joinButton(CANNON).click();
    await expect(tournaments.card(CANNON).getByText('Successfully joined the tournament!')).toBeVisible();
    // The popup follows the join after 1.5 s (timed exactly in the component tests).
    await expect(tournaments.instructions()).toBeVisible({ timeout: 15_000 });
    await expect(tournaments.instructions().getByRole('heading', { name: 'Tournament Rules' })).toBeVisible();
    await tournaments.instructions().getByRole('button', { name: 'Got it!' }).click();
    await expect(tournaments.instructions()).toBeHidden();

    // The card says the subscriber is in: no Join Now any more.
    await expectJoined(tournaments);
    await tournaments.joinedButton(CANNON).click();
    await expect(
      tournaments
        .card(CANNON)
        .getByText('You are already registered for this tournament. Wait for it to start.'),
    ).toBeVisible();

    // On a later visit the api's list says so, on /tournaments and on home's Tournaments block.
    await page.reload();
    await expectJoined(tournaments);
    await page.goto('/');
    const block = await homeTournamentsBlock(page);
    const card = block.getByRole('article', { name: CANNON });
    for (let i = 0; i < 12 && !(await card.isVisible()); i += 1) {
      await block.getByRole('button', { name: 'Next slide' }).click();
    }
    await expect(card.getByTestId('tournament-player-state')).toHaveText(REGISTERED_LINE);
    await expect(card.getByRole('link', { name: `Joined: ${CANNON}` })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    await expect(card.getByRole('link', { name: /Join Now/ })).toHaveCount(0);
  });

  test('the Cannon Clash instructions open from the info button and close by the overlay', async ({
    page,
  }) => {
    await loginThroughLanding(page);
    const shell = new ShellPage(page);
    const tournaments = new TournamentsPage(page);
    await shell.navigateInApp('/tournaments');
    await tournaments
      .card(CANNON)
      .getByRole('button', { name: `About ${CANNON}` })
      .click();
    await expect(tournaments.instructions()).toBeVisible();
    await expect(tournaments.instructions().getByRole('link', { name: 'tournaments page' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    // A click on the overlay, outside the dialog, closes it.
    await page.mouse.click(5, 5);
    await expect(tournaments.instructions()).toBeHidden();
  });
});

test.describe('tournaments: a paid entry', () => {
  test('a paid ESL tournament asks before its entry fee is taken: Cancel keeps the balance, Yes, join takes the fee', async ({
    page,
    request,
  }) => {
    const number = await loginThroughLanding(page);
    await grantCredits(request, number, 50);
    const tournaments = new TournamentsPage(page);
    const credits = page.getByTestId('profile-stat-credits').locator('dd');
    await page.goto('/profile');
    await expect(credits).toHaveText('50');
    const confirm = page.getByRole('dialog', { name: 'Join tournament' });

    await new ShellPage(page).navigateInApp('/tournaments');
    await tournaments.joinButton(PAID_ESL).click();
    await expect(confirm).toContainText(`Join ${PAID_ESL} for 10 credits?`);
    await expect(confirm).toContainText('taken from your credits, not from your prize money');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.goto('/profile');
    await expect(credits).toHaveText('50');

    await new ShellPage(page).navigateInApp('/tournaments');
    await tournaments.joinButton(PAID_ESL).click();
    await confirm.getByRole('button', { name: 'Yes, join' }).click();
    await expect(tournaments.card(PAID_ESL).getByRole('status')).toContainText(
      'Successfully joined the tournament!10 credits were taken for the entry fee.',
    );
    await page.goto('/profile');
    await expect(credits).toHaveText('40');
  });
});

test.describe('tournaments: the clock', () => {
  test('with the clock moved, the Room ID from the SMS opens /cannon-clash', async ({ page, request }) => {
    test.setTimeout(300_000);
    // A tournament of the test's own, two hours ahead: the demo ones stay as they are. It is
    // created before the sign-in, so the home page's list already holds it.
    const cannon = await createCannonTournament(request, 'Draw Cup', 2 * HOUR);
    const number = await loginThroughLanding(page);
    const phone = `92${number.slice(1)}`;
    const shell = new ShellPage(page);
    const tournaments = new TournamentsPage(page);
    const restoreTo = await serverNow(request);
    try {
      await shell.navigateInApp('/tournaments');
      await tournaments.joinButton(cannon).click();
      await expect(tournaments.card(cannon).getByText('Successfully joined the tournament!')).toBeVisible();
      await tournaments.instructions().getByRole('button', { name: 'Got it!' }).click();
      // Ten checked-in players (an even field: everyone has a match in round 1).
      await fillEslTournament(request, cannon, 10);

      // One hour before the start the engine draws round 1 and texts each player their Room ID.
      await devTools.advanceClock(request, HOUR + 5 * 60_000);
      await expect
        .poll(async () => (await smsTo(request, phone)).join('\n'), { timeout: 60_000 })
        .toMatch(/Room ID: PZ-[A-Z0-9]+/);
      const sms = (await smsTo(request, phone)).join('\n');
      const roomId = /Room ID: (PZ-[A-Z0-9]+)/.exec(sms)?.[1] ?? '';
      expect(sms).toContain(cannon);

      // The SMS opens the room, before the start: Play Now asks for the Room ID at once (it had
      // answered 'You are already registered for this tournament. Wait for it to start.').
      await tournaments.reloadUntilPlayable(cannon);
      await tournaments.playButton(cannon).click();
      await expect(tournaments.roomDialog()).toBeVisible();
      await expect(tournaments.card(cannon).getByText(/already registered/)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(tournaments.roomDialog()).toBeHidden();

      // At the start time the tournament runs: Play Now opens the room-ID popup.
      await devTools.advanceClock(request, HOUR);
      await tournaments.reloadUntilPlayable(cannon);
      await expect(tournaments.card(cannon).getByText('LIVE', { exact: true })).toBeVisible();
      await tournaments.playButton(cannon).click();
      await expect(tournaments.roomDialog()).toBeVisible();

      await tournaments.enterRoomId('PZ-WRONG1');
      await expect(tournaments.roomDialog().getByText('Invalid Room ID for this tournament.')).toBeVisible();

      await tournaments.enterRoomId(` ${roomId} `);
      await expect(page).toHaveURL(/\/cannon-clash$/);
      const state = (await tournaments.routingState()) as Record<string, unknown>;
      expect(state).toMatchObject({ roomId, startGame: true });
      expect(typeof state.tournamentId).toBe('number');
    } finally {
      await devTools.setClock(request, restoreTo);
    }
  });
});
