import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { leavingAsks, stubPhone, unstubAllGlobals } from '../../../testing/globals';
import { apiClient, gameChallengesQueryKey } from '@portal/shared/api';
import { Link } from '@portal/shared/router';
import { failedRequest, renderWithProviders } from '@portal/shared/testing';
import { perfectClicks, playLevel } from '@portal/game-rules/aim-train';
import { AIM_TRAIN_GAME, encodeLevelEnded, type LevelEndedPayload } from '../../../game-contracts/aim-train';
import {
  fail,
  fakeInstance,
  finish,
  installFakeUnity,
  loaderScriptLoads,
  notTimeouts,
  progress,
  sendMessage,
} from '../../../testing/unity-page';
import { aimTrainManifest, aimTrainSession } from '../../../testing/aim-train-page';
import { LevelList, levelListAnswer } from '../../../testing/level-list';
import { AimTrainPage } from './aim-train-page';

const AIM_TRAIN_LIST = { id: 5, name: 'Aim Train', uniqueId: 'aim-train' };
const session = aimTrainSession;
const manifest = aimTrainManifest;

// The api client's post, as the page calls it.
const post = jest.fn<(url: string, body?: unknown) => Promise<unknown>>();

beforeEach(() => {
  installFakeUnity(manifest);
  post.mockReset();
  jest.spyOn(apiClient, 'get').mockResolvedValue({
    data: {
      success: true,
      data: {
        eslgames: [
          { gameId: 5, game_name: 'Aim Train', game_unique_id: 'aim-train', game_status: 1, thumbnail: null },
        ],
      },
    },
  });
  post.mockImplementation(async (url: string) => {
    if (url === '/v1/challenges/game/all') return { data: levelListAnswer(AIM_TRAIN_LIST, true) };
    if (url === '/v1/esl-games/enter') return { data: { success: true, data: { sessionId: 's-1' } } };
    if (url === '/v1/esl-games/exit') return { data: { success: true, data: { sessionId: 's-1' } } };
    return {
      data: {
        success: true,
        message: 'Level 1 completed! 10 credits added.',
        data: { credited: 10, passed: true },
      },
    };
  });
  jest.spyOn(apiClient, 'post').mockImplementation(post);
});

afterEach(async () => {
  jest.useRealTimers();
  // Unmount first: leaving the page closes the ESL session through the mocked client.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  unstubAllGlobals();
  jest.restoreAllMocks();
});

function renderPage(state: unknown = session) {
  return renderWithProviders(<AimTrainPage />, {
    route: '/aim-train',
    path: '/aim-train',
    state,
    extraRoutes: {
      '/daily-gaming-tasks': <Link to="/game-challenges">Gaming tasks page</Link>,
      '/game-challenges': <LevelList gameId={AIM_TRAIN_LIST.id} />,
    },
  });
}

async function scriptLoads() {
  await loaderScriptLoads(manifest);
  await waitFor(() => expect(progress).not.toBe(undefined));
}

async function loadGame(state: unknown = session) {
  const page = renderPage(state);
  // The level list as the subscriber saw it before pressing Play Now (fresh for 30 s).
  page.queryClient.setQueryData(
    gameChallengesQueryKey({ id: AIM_TRAIN_LIST.id }),
    levelListAnswer(AIM_TRAIN_LIST, false),
  );
  await scriptLoads();
  await waitFor(() => expect(screen.getByText('Loading game... 0%')).toBeInTheDocument());
  const canvas = document.querySelector('canvas') as HTMLCanvasElement;
  jest.useFakeTimers({ doNotFake: [...notTimeouts] });
  progress(1);
  await act(async () => finish(fakeInstance(canvas)));
  return canvas;
}

function ended(passed: boolean): LevelEndedPayload {
  const { state, replay } = playLevel(1, 42, passed ? perfectClicks : () => []);
  return { level: 1, passed: state.status === 'passed', reason: state.reason, stats: state.stats, replay };
}

/** The game's session opens; every other call (begin, result) is answered with this refusal. */
function refuseAllButTheSession(status: number, message: string, code?: string) {
  post.mockImplementation(async (url: string) => {
    if (url.startsWith('/v1/esl-games')) return { data: { success: true, data: { sessionId: 's-1' } } };
    throw failedRequest(status, { success: false, message, code });
  });
}

describe('AimTrainPage', () => {
  it('returns to /daily-gaming-tasks without the level routing state', async () => {
    renderPage(null);
    expect(await screen.findByText('Gaming tasks page')).toBeInTheDocument();
  });

  it('shows the loading progress in percent and in megabytes of the build', async () => {
    renderPage();
    await scriptLoads();
    expect(await screen.findByText('Loading game... 0%')).toBeInTheDocument();
    expect(screen.getByText('0.00 MB / 2.00 MB')).toBeInTheDocument();
    progress(0.25);
    expect(screen.getByText('Loading game... 25%')).toBeInTheDocument();
    expect(screen.getByText('0.50 MB / 2.00 MB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('sends the level 500 ms after the game loaded', async () => {
    await loadGame();
    expect(screen.getByText('Loading game... 100%')).toBeInTheDocument();
    expect(screen.getByText('2.00 MB / 2.00 MB')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByText(/Loading game/)).not.toBeInTheDocument();
    expect(sendMessage).not.toHaveBeenCalled();
    // The level begins with the api first (once), then the game gets StartLevel.
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(post).toHaveBeenCalledWith('/v1/game-levels/begin', session);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    const [gameObject, method, parameter] = sendMessage.mock.calls[0] as [string, string, string];
    expect([gameObject, method]).toEqual([AIM_TRAIN_GAME.gameObject, AIM_TRAIN_GAME.methods.startLevel]);
    expect(JSON.parse(parameter)).toEqual({ level: 1, seed: expect.any(Number) });
  });

  it('plays the seed the api issued at play-start, carried in the routing state', async () => {
    await loadGame({ ...session, seed: 90210 });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    const [, , parameter] = sendMessage.mock.calls[0] as [string, string, string];
    expect(JSON.parse(parameter)).toEqual({ level: 1, seed: 90210 });
  });

  it('holds the level while the rotate notice shows on a phone held upright', async () => {
    stubPhone({ upright: true });
    await loadGame();
    expect(screen.getByText('Please rotate your device to landscape mode')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(sendMessage.mock.calls.map(([, method, p]) => `${method} ${p}`)).toEqual(['SetPaused true']);
  });

  it('reports a passed level with its replay and shows the result popup; Close goes to the gaming tasks, and the level list then shows it CLAIMED', async () => {
    await loadGame();
    jest.useRealTimers();
    const payload = ended(true);
    act(() => {
      window.dispatchReactUnityEvent(AIM_TRAIN_GAME.events.levelEnded, encodeLevelEnded(payload));
    });
    expect(await screen.findByRole('dialog', { name: 'Level 1 completed!' })).toBeInTheDocument();
    expect(await screen.findByText('10 credits added to your wallet.')).toBeInTheDocument();
    const call = post.mock.calls.find(([url]) => url === '/v1/game-levels/result');
    expect(call?.[1]).toEqual({
      ...session,
      is_passed: '1',
      replay: {
        seed: payload.replay.seed,
        inputs: payload.replay.inputs.map(({ tick, x, y }) => ({ tick, x, y })),
      },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    fireEvent.click(await screen.findByRole('link', { name: 'Gaming tasks page' }));
    // The list held from before Play Now said 'Play Now'; the recorded pass made it ask again.
    expect(await screen.findByText('Level 1: CLAIMED')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Now' })).not.toBeInTheDocument();
  });

  it('closing or reloading the tab asks first while the level is in play, not before it began nor after it ended', async () => {
    await loadGame();
    expect(leavingAsks()).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(leavingAsks()).toBe(true);
    jest.useRealTimers();
    act(() => {
      window.dispatchReactUnityEvent(AIM_TRAIN_GAME.events.levelEnded, encodeLevelEnded(ended(false)));
    });
    expect(await screen.findByRole('dialog', { name: /^Level 1 failed! Reason: / })).toBeInTheDocument();
    expect(leavingAsks()).toBe(false);
  });

  it('reports a failed level with the reason', async () => {
    await loadGame();
    jest.useRealTimers();
    act(() => {
      window.dispatchReactUnityEvent(AIM_TRAIN_GAME.events.levelEnded, encodeLevelEnded(ended(false)));
    });
    expect(await screen.findByRole('dialog', { name: /^Level 1 failed! Reason: / })).toBeInTheDocument();
    const call = post.mock.calls.find(([url]) => url === '/v1/game-levels/result');
    expect(call?.[1]).toMatchObject({ is_passed: '0' });
    // The level is played for today: the popup says when it opens again.
    expect(await screen.findByText('You can play this level again tomorrow.')).toBeInTheDocument();
  });

  it("a pass the api refuses is shown as a failed level with the api's reason, not as completed", async () => {
    refuseAllButTheSession(400, 'Replay does not pass the level');
    await loadGame();
    jest.useRealTimers();
    act(() => {
      window.dispatchReactUnityEvent(AIM_TRAIN_GAME.events.levelEnded, encodeLevelEnded(ended(true)));
    });
    expect(
      await screen.findByRole('dialog', { name: 'Level 1 failed! Reason: Replay does not pass the level' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Level 1 completed!' })).not.toBeInTheDocument();
    // The refusal closed the play as failed: the level is played for the day.
    expect(screen.getByText('You can play this level again tomorrow.')).toBeInTheDocument();
  });

  it('a pass whose result the api did not answer keeps its title and shows the failure under it', async () => {
    refuseAllButTheSession(503, 'Service unavailable');
    await loadGame();
    jest.useRealTimers();
    act(() => {
      window.dispatchReactUnityEvent(AIM_TRAIN_GAME.events.levelEnded, encodeLevelEnded(ended(true)));
    });
    expect(await screen.findByRole('dialog', { name: 'Level 1 completed!' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it.each([
    ['AIM_RESTARTED', 'This level was already started: a restarted level counts as failed.', true],
    // Its reason says tomorrow already: the line would say it twice.
    ['PLAYED_TODAY', 'You have already played this level today. Come back tomorrow!', false],
    ['START_FIRST', 'Start the level first: each Aim Train level is played once per day.', false],
  ])(
    'a reload does not replay the level: a begin refused with %s shows the failure and no level starts',
    async (code, reason, againTomorrow) => {
      refuseAllButTheSession(409, reason, code);
      await loadGame();
      await act(async () => {
        jest.advanceTimersByTime(500);
      });
      jest.useRealTimers();
      const popup = await screen.findByRole('dialog', { name: `Level 1 failed! Reason: ${reason}` });
      // As right after a failed level, a restarted level (failed by it) says when it opens again.
      expect(popup.textContent?.includes('You can play this level again tomorrow.')).toBe(againTomorrow);
      expect(sendMessage).not.toHaveBeenCalled();
      // The level is over (failed): leaving no longer asks.
      expect(leavingAsks()).toBe(false);
    },
  );

  it('shows the error screen with Reload Game when the game fails to load', async () => {
    renderPage();
    await scriptLoads();
    await act(async () => fail(new Error('WebGL unavailable')));
    expect(
      await screen.findByText(
        /There was an error loading the game\. This may be due to WebGL compatibility issues\./,
      ),
    ).toHaveTextContent(
      'Game Error: There was an error loading the game. This may be due to WebGL compatibility issues.',
    );
    expect(screen.getByRole('button', { name: 'Reload Game' })).toBeInTheDocument();
  });

  it('opens an ESL game session on entry and closes it when the player leaves', async () => {
    const { unmount } = renderPage();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/v1/esl-games/enter', { gameId: 5, game_name: 'Aim Train' }),
    );
    unmount();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/v1/esl-games/exit', {
        gameId: 5,
        game_name: 'Aim Train',
        sessionId: 's-1',
      }),
    );
  });
});
