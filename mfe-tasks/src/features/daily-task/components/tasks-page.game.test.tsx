import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { activeDayDataAtom, gameIdAtom, portalStore } from '@portal/shared/session';
import { ok, resetSession, signIn } from '@portal/shared/testing';
import { acceptedEntry, challenge, chooseGame, sendScreenshot, setup } from '../../../testing/tasks-page';

beforeEach(() => {
  resetSession();
  signIn();
});
afterEach(() => resetSession());

describe('/tasks: the daily-task game', () => {
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

  it("another game's task after today's entry says 'Submitted' and why, without the entry's success message", async () => {
    chooseGame();
    let submitted = false;
    // One entry a day, whichever game's: after it the api answers 'Submitted' for every game's task,
    // naming the challenge the entry went to (PUBG Mobile's, 11).
    const status = () =>
      submitted
        ? { entryStatus: 'Submitted', entryChallengeId: 11 }
        : { entryStatus: 'Not submitted', entryChallengeId: null };
    setup({
      'GET /v1/daily-challenges/games': ok([
        { name: 'PUBG Mobile', gameId: 1, thumbnail: null, task_today: 1 },
        { name: 'Free Fire', gameId: 3, thumbnail: null, task_today: 1 },
      ]),
      'POST /v1/user/game': (body) => ok({ active_streak: 5, gameId: body.gameId, active_day: 5 }),
      'POST /v1/daily-challenges/challenges': (body) =>
        body.gameId === 3
          ? challenge({ name: 'Get a Booyah in Bermuda', challengeId: 12, ...status() })
          : challenge(status()),
      'POST /v1/daily-challenges/entry': acceptedEntry(() => (submitted = true)),
    });
    await sendScreenshot();
    expect(await screen.findByText('Image submitted successfully!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change game' }));
    const dialog = await screen.findByRole('dialog', { name: 'SELECT YOUR GAME' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Free Fire/ }));
    expect(await screen.findByRole('heading', { name: 'Get a Booyah in Bermuda' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.queryByText('Image submitted successfully!')).not.toBeInTheDocument();
    expect(
      screen.getByText('Today\u2019s entry went to another game\u2019s task: one entry a day.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Waiting for review')).not.toBeInTheDocument();
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
});
