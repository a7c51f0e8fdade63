import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { unstubAllGlobals } from '../../../testing/globals';
import { apiClient } from '@portal/shared/api';
import { accessTokenAtom, portalStore } from '@portal/shared/session';
import type { Profile } from '@portal/contracts';
import { failedRequest, renderWithProviders, resetSession } from '@portal/shared/testing';
import { CANNON_CLASH_GAME, encodeMatchEnded, encodePhase } from '../../../game-contracts/cannon-clash';
import {
  fail,
  fakeInstance,
  finish,
  installFakeUnity,
  loaderScriptLoads,
  notTimeouts,
  progress,
  sendMessage,
  testManifest,
} from '../../../testing/unity-page';
import { CannonClashPage } from './cannon-clash-page';

const routeState = { roomId: 'PZ-7K4Q2M', tournamentId: 12, startGame: true };

const manifest = testManifest(
  'cannon-clash',
  { loader: 1000, framework: 2000, code: 100_000, data: 940_576 },
  1_042_576,
);

// The api client's post, as the page calls it.
const post = jest.fn<(url: string, body?: unknown) => Promise<unknown>>();
let resultAnswer: () => Promise<unknown> = async () => ({
  data: { success: true, data: { success: true, errors: null } },
});

beforeEach(() => {
  installFakeUnity(manifest);
  post.mockReset();
  resetSession();
  resultAnswer = async () => ({ data: { success: true, data: { success: true, errors: null } } });
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { eslgames: [] } } });
  post.mockImplementation(async (url: string) => {
    if (url === '/v1/esl/tournament/match/result') return resultAnswer();
    if (url === '/v1/esl/tournament/match/checkin')
      return { data: { success: true, message: 'Match found', start_game: true } };
    return { data: { success: true } };
  });
  jest.spyOn(apiClient, 'post').mockImplementation(post);
});

afterEach(() => {
  jest.useRealTimers();
  unstubAllGlobals();
  jest.restoreAllMocks();
});

function renderPage(state: unknown = routeState) {
  return renderWithProviders(<CannonClashPage />, {
    route: '/cannon-clash',
    path: '/cannon-clash',
    state,
    extraRoutes: { '/tournaments': <p>Tournaments page</p> },
  });
}

async function loadGame(state: unknown = routeState) {
  renderPage(state);
  await loaderScriptLoads(manifest);
  await screen.findByText('Loading multiplayer game... 0%');
  const canvas = document.querySelector('canvas') as HTMLCanvasElement;
  jest.useFakeTimers({ doNotFake: [...notTimeouts] });
  progress(1);
  await act(async () => finish(fakeInstance(canvas)));
}

const emit = (event: string, parameter: string) =>
  act(() => {
    window.dispatchReactUnityEvent(event, parameter);
  });

function joinedParameter(): Record<string, unknown> {
  const [gameObject, method, parameter] = sendMessage.mock.calls[0] as [string, string, string];
  expect([gameObject, method]).toEqual(['CannonClash', 'JoinRoom']);
  return JSON.parse(parameter) as Record<string, unknown>;
}

const status = () => screen.getAllByRole('status').find((e) => e.classList.contains('cannon-clash__status'));

describe('CannonClashPage', () => {
  it.each([null, {}, { roomId: '' }, { roomId: 42, tournamentId: 1 }])(
    'returns to /tournaments without a roomId in the routing state (%j)',
    async (state) => {
      renderPage(state);
      expect(await screen.findByText('Tournaments page')).toBeInTheDocument();
    },
  );

  it("shows 'Loading multiplayer game... N%' and the megabytes of the build", async () => {
    renderPage();
    await loaderScriptLoads(manifest);
    expect(await screen.findByText('Loading multiplayer game... 0%')).toBeInTheDocument();
    expect(screen.getByText('0.00 MB / 0.99 MB')).toBeInTheDocument();
    progress(0.5);
    expect(screen.getByText('Loading multiplayer game... 50%')).toBeInTheDocument();
    expect(screen.getByText('0.50 MB / 0.99 MB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  it('sends the room data 1000 ms after the game loaded, with the player_ fallback name', async () => {
    portalStore.set(accessTokenAtom, 'jwt-1');
    const before = Date.now();
    await loadGame();
    act(() => jest.advanceTimersByTime(999));
    expect(sendMessage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(joinedParameter()).toEqual({
      roomId: 'PZ-7K4Q2M',
      tournamentId: 12,
      playerName: expect.stringMatching(/^player_\d+$/),
      token: 'jwt-1',
    });
    const stamp = Number(String(joinedParameter().playerName).slice('player_'.length));
    expect(stamp).toBeGreaterThanOrEqual(before);
  });

  it("uses the profile's username and the 'test room' fallback for a blank Room ID", async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) =>
        url === '/v1/user/profile'
          ? { data: { success: true, data: { name: 'Ayesha Khan', username: 'ayesha' } as Profile } }
          : { data: { success: true, data: { eslgames: [] } } },
      );
    await loadGame({ roomId: '   ', startGame: true });
    act(() => jest.advanceTimersByTime(1000));
    expect(joinedParameter()).toMatchObject({
      roomId: 'test room',
      tournamentId: null,
      playerName: 'ayesha',
    });
  });

  it('shows the phases: waiting, the countdown, then started', async () => {
    await loadGame();
    act(() => jest.advanceTimersByTime(1000));
    expect(status()).toHaveTextContent('Joining the room...');
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'waiting', side: 0 }));
    expect(status()).toHaveTextContent('Waiting for opponent to join...');
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'waiting', side: 0, opponent: 'present' }));
    expect(status()).toHaveTextContent(
      'Your opponent is here. Waiting for them to turn their phone to landscape...',
    );
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'waiting', side: 0, countdown: 3 }));
    expect(status()).toHaveTextContent('Get ready! 3');
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'waiting', side: 0, countdown: 1 }));
    expect(status()).toHaveTextContent('Get ready! 1');
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'playing', side: 0 }));
    expect(status()).toHaveTextContent('Game started! Destroy enemy towers to win!');
  });

  it("shows 'Opponent reconnecting...' while the opponent's side waits for them, and play again after", async () => {
    await loadGame();
    act(() => jest.advanceTimersByTime(1000));
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'playing', side: 0 }));
    emit(CANNON_CLASH_GAME.events.opponent, 'away');
    expect(status()).toHaveTextContent('Opponent reconnecting...');
    emit(CANNON_CLASH_GAME.events.opponent, 'back');
    expect(status()).toHaveTextContent('Game started! Destroy enemy towers to win!');
    emit(CANNON_CLASH_GAME.events.opponent, 'away');
    emit(
      CANNON_CLASH_GAME.events.ended,
      encodeMatchEnded({ victory: true, reason: 'forfeit', recorded: true }),
    );
    expect(status()).toHaveTextContent('Victory! You won!');
  });

  it('on victory shows the popup, submits winner, and Close goes to /tournaments', async () => {
    await loadGame();
    jest.useRealTimers();
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'playing', side: 1 }));
    emit(
      CANNON_CLASH_GAME.events.ended,
      encodeMatchEnded({ victory: true, reason: 'centre-destroyed', recorded: true }),
    );
    expect(await screen.findByRole('dialog', { name: 'Victory! You won!' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Victory! You won!');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/v1/esl/tournament/match/result', {
        tournamentId: 12,
        roomId: 'PZ-7K4Q2M',
        result_flag: 'winner',
      }),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Tournaments page')).toBeInTheDocument();
  });

  it('on defeat submits loser once; a refused submission is only logged with the server errors', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    resultAnswer = async () => ({
      data: { success: true, data: { success: false, errors: 'Result already reported' } },
    });
    await loadGame();
    jest.useRealTimers();
    const ended = encodeMatchEnded({ victory: false, reason: 'more-towers', recorded: true });
    emit(CANNON_CLASH_GAME.events.ended, ended);
    emit(CANNON_CLASH_GAME.events.ended, ended);
    expect(await screen.findByRole('dialog', { name: 'Defeat! Better luck next time!' })).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Result already reported'));
    const calls = post.mock.calls.filter(([url]) => url === '/v1/esl/tournament/match/result');
    expect(calls).toEqual([
      ['/v1/esl/tournament/match/result', { tournamentId: 12, roomId: 'PZ-7K4Q2M', result_flag: 'loser' }],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("logs 'Failed to check in to the tournament' when the result call fails without errors", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    resultAnswer = async () => {
      throw failedRequest();
    };
    await loadGame();
    jest.useRealTimers();
    emit(
      CANNON_CLASH_GAME.events.ended,
      encodeMatchEnded({ victory: true, reason: 'forfeit', recorded: false }),
    );
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to check in to the tournament'));
  });

  it('submits nothing for a practice room (no tournamentId)', async () => {
    await loadGame({ roomId: 'test room' });
    jest.useRealTimers();
    emit(
      CANNON_CLASH_GAME.events.ended,
      encodeMatchEnded({ victory: true, reason: 'coin', recorded: false }),
    );
    expect(await screen.findByRole('dialog', { name: 'Victory! You won!' })).toBeInTheDocument();
    expect(post.mock.calls.some(([url]) => url === '/v1/esl/tournament/match/result')).toBe(false);
  });

  it("shows 'Connection error: {reason}' in the phase line and a popup whose Close keeps the page", async () => {
    await loadGame();
    jest.useRealTimers();
    emit(CANNON_CLASH_GAME.events.connectionError, 'This room is full.');
    expect(
      await screen.findByRole('dialog', { name: 'Connection error: This room is full.' }),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent('Connection error: This room is full.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Tournaments page')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Connection error: This room is full.');
    // The room speaks again (reconnected): the error clears.
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'playing', side: 0 }));
    expect(status()).toHaveTextContent('Game started! Destroy enemy towers to win!');
  });

  it('shows the error screen with Reload Game when the game fails to load', async () => {
    renderPage();
    await loaderScriptLoads(manifest);
    await act(async () => fail(new Error('no canvas')));
    expect(await screen.findByRole('button', { name: 'Reload Game' })).toBeInTheDocument();
    expect(
      screen.getByText(/There was an error loading the game\. This may be due to WebGL/),
    ).toBeInTheDocument();
  });

  it('makes the match check-in itself without startGame, and plays when start_game', async () => {
    renderPage({ roomId: 'PZ-7K4Q2M', tournamentId: 12 });
    await loaderScriptLoads(manifest);
    expect(post).toHaveBeenCalledWith('/v1/esl/tournament/match/checkin', {
      tournamentId: 12,
      roomId: 'PZ-7K4Q2M',
    });
    expect(await screen.findByText('Loading multiplayer game... 0%')).toBeInTheDocument();
  });

  it("shows the check-in's refusal with a way back when the game may not start", async () => {
    post.mockImplementation(async () => ({
      data: { success: false, message: 'Your match has not started yet.', start_game: false },
    }));
    renderPage({ roomId: 'PZ-7K4Q2M', tournamentId: 12, startGame: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your match has not started yet.');
    expect(screen.getByRole('link', { name: 'Back to tournaments' })).toHaveAttribute('href', '/tournaments');
    expect(screen.queryByText(/Loading multiplayer game/)).not.toBeInTheDocument();
  });
});
