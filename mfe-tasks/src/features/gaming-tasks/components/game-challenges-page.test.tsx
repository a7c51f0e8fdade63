import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type * as SharedLib from '@portal/shared/lib';
import { type FakeRoute, notTimeouts, resetSession, signIn } from '@portal/shared/testing';
import { aimTrain, challenge, gameData, puzzle, pubg, setup } from '../../../testing/challenge-list';
import { fileOf } from '../../../testing/files';
import { probedLocation } from '../../../testing/location-probe';

const redirectToLanding = jest.fn();
jest.mock('@portal/shared/lib', () => ({
  ...jest.requireActual<typeof SharedLib>('@portal/shared/lib'),
  redirectToLanding: (...args: unknown[]) => redirectToLanding(...args),
}));

beforeEach(() => {
  resetSession();
  signIn();
  redirectToLanding.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Opens the first challenge's Submit Entry popup, picks a PNG and sends it; the popup. */
async function submitThroughPopup() {
  await userEvent.click(await screen.findByRole('button', { name: 'Submit Entry' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.upload(within(dialog).getByLabelText(/Upload screenshot/), fileOf('a.png', 'image/png', 3));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Entry' }));
  return dialog;
}

describe('/game-challenges: the list', () => {
  it('lists the active challenges, unclaimed first, with a CLAIMED badge on claimed ones', async () => {
    const api = setup(pubg);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PUBG Mobile Challenges' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Chicken Dinner', 'Medic']);
    expect(within(cards[1]!).getByText('CLAIMED')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('CLAIMED')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Submit Entry' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'Submit Entry' })).not.toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('POST /v1/challenges/game/all')[0]?.data))).toEqual({ id: 1 });
  });

  it.each([
    ['pending', 'Waiting for review'],
    ['rejected', 'Not approved'],
    ['approved', 'CLAIMED'],
  ])("an entry %s is badged '%s', with no second submission", async (entryStatus, badge) => {
    setup(
      gameData({ game: 'PUBG Mobile', game_unique_id: null }, [
        challenge(3, { makeEntry: 1, entryStatus, challengeName: 'Medic' }),
      ]),
    );
    const card = await screen.findByRole('article', { name: 'Medic' });
    expect(within(card).getByText(badge)).toBeInTheDocument();
    if (badge !== 'CLAIMED') expect(within(card).queryByText('CLAIMED')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Submit Entry' })).not.toBeInTheDocument();
  });

  it('opens the image preview popup', async () => {
    setup(pubg);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Chicken Dinner' }));
    const dialog = screen.getByRole('dialog', { name: 'Chicken Dinner' });
    expect(within(dialog).getByRole('img', { name: 'Chicken Dinner' })).toBeInTheDocument();
  });

  it.each([
    ['/game-challenges', 'Error: No game ID provided'],
    ['/game-challenges?gameId=abc', 'Error: No game ID provided'],
  ])('%s says %s', async (route, message) => {
    setup(pubg, route);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each<[string, FakeRoute, string]>([
    [
      'an unknown game',
      { status: 404, data: { message: 'x' } },
      'Error: No game selected. Please go back and select a game.',
    ],
    [
      'a server failure',
      { status: 500, data: {} },
      'Error: Failed to load challenges for this game. Please try again later.',
    ],
    [
      'success not true',
      { data: { success: false } },
      'Error: Failed to load challenges for this game. Please try again later.',
    ],
  ])('%s shows its message', async (_case, answer, message) => {
    setup(answer);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('no answer shows its message once the list was asked twice more (after 1 s, then 2 s)', async () => {
    jest.useFakeTimers({ doNotFake: [...notTimeouts] });
    const api = setup({ networkError: true });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: An error occurred while fetching challenges.',
    );
    expect(api.callsTo('POST /v1/challenges/game/all')).toHaveLength(3);
  });

  it("says 'No challenges available for this game right now.' when there are none", async () => {
    setup(gameData({ game: 'PUBG Mobile', game_unique_id: null }, [challenge(2, { archived: 1 })]));
    expect(await screen.findByText('No challenges available for this game right now.')).toBeInTheDocument();
  });
});

describe('/game-challenges: Play Now', () => {
  it('starts an Aim Train level and opens /aim-train with the level session and issued seed as routing state', async () => {
    const api = setup(aimTrain, '/game-challenges?gameId=5', {
      'POST /v1/game-levels/start': {
        data: { success: true, message: 'Game started', data: { seed: 90210 } },
      },
    });
    const card = (await screen.findAllByRole('article'))[1]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Play Now' }));
    const session = { game_unique_id: 'aim-train', game_name: 'Aim Train', game_level: 2, level_credits: 10 };
    const probe = await screen.findByTestId('location');
    expect(probedLocation(probe.textContent)).toEqual({
      path: '/aim-train',
      state: { ...session, seed: 90210 },
    });
    expect(JSON.parse(String(api.callsTo('POST /v1/game-levels/start')[0]?.data))).toEqual(session);
  });

  it('starts a Puzzle Mania level and opens /puzzle-mania with its routing state', async () => {
    setup(puzzle, '/game-challenges?gameId=6', {
      'POST /v1/game-levels/start': { data: { success: true, message: 'Game started' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Now' }));
    const probe = await screen.findByTestId('location');
    expect(probedLocation(probe.textContent)).toEqual({
      path: '/puzzle-mania',
      state: { game_unique_id: 'puzzle-mania', game_name: 'Puzzle Mania', game_level: 2, level_credits: 15 },
    });
  });

  it("shows the server's message when the start is refused, and stays", async () => {
    setup(aimTrain, '/game-challenges?gameId=5', {
      'POST /v1/game-levels/start': {
        status: 409,
        data: { success: false, message: 'You have already played this level today. Come back tomorrow!' },
      },
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Play Now' }))[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already played this level today. Come back tomorrow!',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each<[string, FakeRoute]>([
    ['no answer', { networkError: true }],
    ['an answer without a message', { status: 500, data: {} }],
  ])("shows 'Something went wrong.' for %s", async (_case, answer) => {
    setup(aimTrain, '/game-challenges?gameId=5', { 'POST /v1/game-levels/start': answer });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Play Now' }))[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});

describe('/game-challenges: Submit Entry', () => {
  it('sends the screenshot as a data URL and shows the success message', async () => {
    let claimed = false;
    const api = setup(
      () =>
        gameData({ game: 'PUBG Mobile', game_unique_id: null }, [
          challenge(1, { challengeName: 'Chicken Dinner', makeEntry: claimed ? 1 : 0 }),
        ]),
      '/game-challenges?gameId=1',
      {
        'POST /v1/challenge/entry': () => {
          claimed = true;
          return { data: { success: true, message: 'Image submitted successfully!' } };
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Chicken Dinner' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Entry' });
    expect(submit).toBeDisabled();
    await userEvent.upload(
      within(dialog).getByLabelText(/Upload screenshot/),
      fileOf('a.png', 'image/png', 3),
    );
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Image submitted successfully!');
    const body = JSON.parse(String(api.callsTo('POST /v1/challenge/entry')[0]?.data)) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({ entryImage: 'data:image/png;base64,AAAA', gameId: 1, challengeId: 1 });
    await waitFor(() => expect(screen.getByText('CLAIMED')).toBeInTheDocument());
  });

  it("offers no second entry after 'Image submitted successfully!': the popup reads 'Submitted', disabled", async () => {
    const api = setup(pubg, '/game-challenges?gameId=1', {
      'POST /v1/challenge/entry': { data: { success: true, message: 'Image submitted successfully!' } },
    });
    const dialog = await submitThroughPopup();
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Image submitted successfully!');
    expect(within(dialog).getByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Submit Entry' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Upload screenshot/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /v1/challenge/entry')).toHaveLength(1);
  });

  it('refuses a GIF and a file of 2,048,000 bytes with the spec messages', async () => {
    setup(pubg);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Entry' }));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText(/Upload screenshot/);
    await userEvent.upload(input, fileOf('a.gif', 'image/gif', 3), { applyAccept: false });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only PNG, JPG, and JPEG files are allowed.');
    expect(within(dialog).getByRole('button', { name: 'Submit Entry' })).toBeDisabled();
    await userEvent.upload(input, fileOf('a.jpg', 'image/jpeg', 2_048_000));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Image should be less than 2MB.');
    expect(within(dialog).getByRole('button', { name: 'Submit Entry' })).toBeDisabled();
    await userEvent.upload(input, fileOf('a.jpg', 'image/jpeg', 2_047_999));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Entry' })).toBeEnabled();
  });

  it.each<[string, FakeRoute, string]>([
    [
      'a refusal with a message',
      { status: 409, data: { message: 'You have already submitted an entry for this challenge.' } },
      'You have already submitted an entry for this challenge.',
    ],
    ['a refusal without one', { status: 500, data: {} }, 'Failed to submit entry. Please try again.'],
    ['success not true', { data: { success: false } }, 'Failed to submit entry. Please try again.'],
    ['no answer', { networkError: true }, 'An error occurred. Please try again.'],
  ])('shows the message for %s', async (_case, answer, message) => {
    setup(pubg, '/game-challenges?gameId=1', { 'POST /v1/challenge/entry': answer });
    const dialog = await submitThroughPopup();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});

describe('/game-challenges: guests', () => {
  it("sends a guest who taps 'Play Now' to the landing page", async () => {
    resetSession();
    const api = setup(aimTrain, '/game-challenges?gameId=5');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Play Now' }))[0]!);
    expect(redirectToLanding).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /v1/game-levels/start')).toHaveLength(0);
  });

  it("sends a guest who taps 'Submit Entry' to the landing page", async () => {
    resetSession();
    setup(pubg);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Entry' }));
    expect(redirectToLanding).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
