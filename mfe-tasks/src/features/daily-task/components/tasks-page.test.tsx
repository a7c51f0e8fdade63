import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type * as SharedLib from '@portal/shared/lib';
import { activeDayDataAtom, gameIdAtom, gamesNowRefAtom, portalStore } from '@portal/shared/session';
import {
  fakeApi,
  type FakeRoute,
  ok,
  renderWithProviders,
  resetSession,
  signIn,
} from '@portal/shared/testing';
import { fileOf } from '../../../testing/files';
import { TasksPage } from './tasks-page';

const redirectToLanding = jest.fn();
jest.mock('@portal/shared/lib', () => ({
  ...jest.requireActual<typeof SharedLib>('@portal/shared/lib'),
  redirectToLanding: (...args: unknown[]) => redirectToLanding(...args),
}));

const streak = (over: Record<string, unknown> = {}) =>
  ok({ active_streak: 5, streak_to_claim: 5, amount_to_claim: 35, rewardClaimed: false, gameId: 1, ...over });
const challenge = (over: Record<string, unknown> = {}) =>
  ok([
    {
      challengeId: 11,
      name: 'Win a Classic match in Erangel',
      prize: 30,
      entryStatus: 'Not submitted',
      archieved: 0,
      challenge_thumbnail: null,
      ...over,
    },
  ]);

function chooseGame() {
  portalStore.set(gameIdAtom, '1');
  portalStore.set(activeDayDataAtom, { active_streak: 5, gameId: 1, active_day: 5 });
}

function setup(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /v1/active-streak': streak(),
    'POST /v1/daily-challenges/challenges': challenge(),
    'GET /v1/daily-challenges/games': ok([{ name: 'PUBG Mobile', gameId: 1, thumbnail: null }]),
    ...routes,
  });
  const view = renderWithProviders(<TasksPage />, { route: '/tasks' });
  return { api, ...view };
}

beforeEach(() => {
  resetSession();
  signIn();
  redirectToLanding.mockReset();
});
afterEach(() => resetSession());

describe('/tasks: streak tiles', () => {
  it('shows the previous day claimed, today current and the next day locked, with neighbour rewards', async () => {
    chooseGame();
    setup();
    const tiles = within(await screen.findByRole('list', { name: 'Streak days' })).getAllByRole('listitem');
    expect(tiles.map((t) => t.getAttribute('data-state'))).toEqual(['claimed', 'current', 'locked']);
    expect(tiles[0]).toHaveTextContent('Day 4');
    expect(tiles[0]).toHaveTextContent('30 credits');
    expect(tiles[1]).toHaveTextContent('Day 5');
    expect(tiles[1]).toHaveTextContent('35 credits');
    expect(tiles[2]).toHaveTextContent('Day 6');
    expect(tiles[2]).toHaveTextContent('40 credits');
  });

  it("claims today's reward: 'Congratulations!' with the credits, then streak and profile are fetched again", async () => {
    chooseGame();
    let claimed = false;
    const { api, queryClient } = setup({
      'GET /v1/active-streak': () => streak({ rewardClaimed: claimed }),
      'POST /v1/update-daily-streak': () => {
        claimed = true;
        return {
          data: { success: true, message: 'Congratulations!', data: { credits: 35, active_streak: 5 } },
        };
      },
    });
    queryClient.setQueryData(['profile'], { credits: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 35 credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveTextContent('+35 credits');
    await waitFor(() => expect(api.callsTo('GET /v1/active-streak')).toHaveLength(2));
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(true);
    expect(await screen.findByRole('button', { name: 'Claimed' })).toBeDisabled();
  });

  it('a refused claim sets the rewardClaimed flag and shows why', async () => {
    chooseGame();
    setup({
      'POST /v1/update-daily-streak': {
        status: 409,
        data: { success: false, message: 'You have already claimed today’s reward. Come back tomorrow!' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 35 credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already claimed today’s reward.');
    expect(screen.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/tasks: game and daily task', () => {
  it("opens 'SELECT YOUR GAME' without a stored game, and stores the chosen one", async () => {
    const { api } = setup({
      'POST /v1/user/game': ok({ active_streak: 5, gameId: 1, active_day: 5 }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'SELECT YOUR GAME' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'PUBG Mobile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page itself shows what the pick did: no 'Go to daily task' notice here.
    expect(screen.queryByRole('link', { name: 'Go to daily task' })).not.toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('POST /v1/user/game')[0]?.data))).toEqual({ gameId: 1 });
    expect(portalStore.get(gameIdAtom)).toBe('1');
    expect(portalStore.get(activeDayDataAtom)).toEqual({ active_streak: 5, gameId: 1, active_day: 5 });
    expect(await screen.findByText('Win a Classic match in Erangel')).toBeInTheDocument();
  });

  it("offers 'Select your game' while no game is chosen; it reopens the selector", async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'SELECT YOUR GAME' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chosen-game')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select your game' }));
    expect(await screen.findByRole('dialog', { name: 'SELECT YOUR GAME' })).toBeInTheDocument();
  });

  it("names the chosen game; 'Change game' marks games without a task today and switches the task", async () => {
    chooseGame();
    const { api } = setup({
      'GET /v1/daily-challenges/games': ok([
        { name: 'PUBG Mobile', gameId: 1, thumbnail: null, task_today: 1 },
        { name: 'Clash Royale', gameId: 2, thumbnail: null, task_today: 0 },
        { name: 'Free Fire', gameId: 3, thumbnail: null, task_today: 1 },
      ]),
      'POST /v1/user/game': (_body, config) =>
        ok({ active_streak: 5, gameId: JSON.parse(String(config.data)).gameId, active_day: 5 }),
      'POST /v1/daily-challenges/challenges': (_body, config) =>
        JSON.parse(String(config.data)).gameId === 3
          ? challenge({ name: 'Get a Booyah in Bermuda', challengeId: 12 })
          : challenge(),
    });
    await waitFor(() =>
      expect(screen.getByTestId('chosen-game')).toHaveTextContent('Your game: PUBG Mobile'),
    );
    expect(screen.queryByRole('button', { name: 'Select your game' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change game' }));
    const dialog = await screen.findByRole('dialog', { name: 'SELECT YOUR GAME' });
    expect(within(dialog).getByRole('button', { name: /Clash Royale/ })).toHaveTextContent('No task today');
    expect(within(dialog).getByRole('button', { name: /Free Fire/ })).not.toHaveTextContent('No task today');
    expect(within(dialog).getByRole('button', { name: /PUBG Mobile/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Free Fire/ }));
    expect(await screen.findByText('Get a Booyah in Bermuda')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chosen-game')).toHaveTextContent('Your game: Free Fire'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /v1/user/game').map((c) => JSON.parse(String(c.data)))).toEqual([{ gameId: 3 }]);
  });

  it("keeps the subscriber's chosen game when a level game's id was stored after it (a full load of its challenges)", async () => {
    chooseGame();
    // /game-challenges?gameId=6 loaded afresh: start-up stores the entry link's gameId (Puzzle Mania).
    portalStore.set(gameIdAtom, '6');
    setup({
      'POST /v1/daily-challenges/challenges': (body) =>
        body.gameId === 1 ? challenge() : { status: 404, data: { success: false, message: 'Unknown game' } },
    });
    await waitFor(() =>
      expect(screen.getByTestId('chosen-game')).toHaveTextContent('Your game: PUBG Mobile'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Win a Classic match in Erangel' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'SELECT YOUR GAME' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unknown game')).not.toBeInTheDocument();
  });

  it("opens 'SELECT YOUR GAME', not an error, when the stored game has no daily tasks (a level game's id) and none was chosen", async () => {
    chooseGame();
    portalStore.set(gameIdAtom, '5');
    portalStore.set(activeDayDataAtom, { active_streak: 5, gameId: null, active_day: 5 });
    const { api } = setup({
      'POST /v1/daily-challenges/challenges': {
        status: 404,
        data: { success: false, message: 'Unknown game' },
      },
    });
    expect(await screen.findByRole('dialog', { name: 'SELECT YOUR GAME' })).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-game')).not.toBeInTheDocument();
    // The task's 'Unknown game' answer is not shown: the card is gone once the list named the id unknown.
    await waitFor(() => expect(api.callsTo('POST /v1/daily-challenges/challenges')).toHaveLength(1));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("opens 'SELECT YOUR GAME' when a game id is stored but no streak data", async () => {
    portalStore.set(gameIdAtom, '1');
    setup();
    expect(await screen.findByRole('dialog', { name: 'SELECT YOUR GAME' })).toBeInTheDocument();
  });

  it("shows the challenge name and prize, and 'Submit Entry' disabled until a valid file is chosen", async () => {
    chooseGame();
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Win a Classic match in Erangel' }),
    ).toBeInTheDocument();
    expect(screen.getByText('30 credits', { selector: '.tasks-prize' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit Entry' });
    expect(submit).toBeDisabled();
    await userEvent.upload(screen.getByLabelText(/Upload screenshot/), fileOf('a.png', 'image/png', 1000));
    expect(submit).toBeEnabled();
  });

  it("submits the screenshot, says 'Image submitted successfully!' and turns into 'Submitted'", async () => {
    chooseGame();
    let submitted = false;
    const { api } = setup({
      'POST /v1/daily-challenges/challenges': () =>
        challenge({ entryStatus: submitted ? 'Submitted' : 'Not submitted' }),
      'POST /v1/daily-challenges/entry': () => {
        submitted = true;
        return { data: { success: true, message: 'Image submitted successfully!' } };
      },
    });
    await userEvent.upload(
      await screen.findByLabelText(/Upload screenshot/),
      fileOf('a.jpg', 'image/jpeg', 500),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Image submitted successfully!');
    const body = api.callsTo('POST /v1/daily-challenges/entry')[0]?.data as FormData;
    expect(body.get('challengeId')).toBe('11');
    expect(body.get('entryImage')).toBeInstanceOf(File);
  });

  it("shows 'Submitted' with no form once today's entry is in", async () => {
    chooseGame();
    setup({ 'POST /v1/daily-challenges/challenges': challenge({ entryStatus: 'Submitted' }) });
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.queryByLabelText(/Upload screenshot/)).not.toBeInTheDocument();
  });

  it('turns 200 answers saying success false into the error panels, never a crash', async () => {
    chooseGame();
    setup({
      'GET /v1/active-streak': { status: 200, data: { success: false } },
      'POST /v1/daily-challenges/challenges': { status: 200, data: { success: false } },
    });
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(alerts[0]).toHaveTextContent('Error: Failed to load streak');
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(/^ErrorRetry$/);
    expect(screen.getByRole('heading', { name: 'Daily Tasks' })).toBeInTheDocument();
  });

  it("shows 'No challenges available for today' when the challenge is archived", async () => {
    chooseGame();
    setup({ 'POST /v1/daily-challenges/challenges': challenge({ archieved: 1 }) });
    expect(await screen.findByText('No challenges available for today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Entry' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to submit image. Please try again.' when the server refuses without a message", async () => {
    chooseGame();
    setup({ 'POST /v1/daily-challenges/entry': { status: 500, data: {} } });
    await userEvent.upload(
      await screen.findByLabelText(/Upload screenshot/),
      fileOf('a.png', 'image/png', 5),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit image. Please try again.');
  });
});

describe('/tasks: guests', () => {
  it('sends a guest to the landing page', async () => {
    resetSession();
    setup();
    await waitFor(() => expect(redirectToLanding).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Daily Tasks' })).not.toBeInTheDocument();
  });

  it('keeps a partner (gamenow) visitor without a session on the page with partner content, no errors and no calls', async () => {
    resetSession();
    portalStore.set(gamesNowRefAtom, '1');
    const { api } = setup();
    expect(await screen.findByRole('heading', { name: 'Daily Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily tasks and streak' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(redirectToLanding).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(redirectToLanding).toHaveBeenCalled();
  });
});
