// What the page tells the game once the level-result call settled (LevelVerdict), so the canvas
// says 'Level N completed!' only of a pass the api counted, never beside a refusal in the popup.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { MESSAGES } from '@portal/contracts/messages';
import { apiClient } from '@portal/shared/api';
import { failedRequest, renderWithProviders } from '@portal/shared/testing';
import { perfectClicks, playLevel } from '@portal/game-rules/aim-train';
import { AIM_TRAIN_GAME, encodeLevelEnded } from '../../../game-contracts/aim-train';
import { unstubAllGlobals } from '../../../testing/globals';
import {
  fakeInstance,
  finish,
  installFakeUnity,
  loaderScriptLoads,
  progress,
  sendMessage,
} from '../../../testing/unity-page';
import { aimTrainManifest, aimTrainSession } from '../../../testing/aim-train-page';
import { AimTrainPage } from './aim-train-page';

const session = aimTrainSession;
const manifest = aimTrainManifest;
const post = jest.fn<(url: string, body?: unknown) => Promise<unknown>>();

/** The level-result call answers with `result`; the session and the begin calls succeed. */
function resultAnswers(result: () => Promise<unknown>) {
  post.mockImplementation(async (url: string) => {
    if (url.startsWith('/v1/esl-games')) return { data: { success: true, data: { sessionId: 's-1' } } };
    if (url === '/v1/game-levels/begin') return { data: { success: true, data: { seed: 42 } } };
    return result();
  });
}

beforeEach(() => {
  installFakeUnity(manifest);
  post.mockReset();
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { eslgames: [] } } });
  jest.spyOn(apiClient, 'post').mockImplementation(post);
});

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  unstubAllGlobals();
  jest.restoreAllMocks();
});

/** Loads the page and its (fake) game, then the game reports a passed level 1. */
async function passLevel1() {
  renderWithProviders(<AimTrainPage />, { route: '/aim-train', path: '/aim-train', state: session });
  await loaderScriptLoads(manifest);
  await screen.findByText('Loading game... 0%');
  progress(1);
  await act(async () => finish(fakeInstance(document.querySelector('canvas') as HTMLCanvasElement)));
  await passLevel1Ended();
}

/** The loaded game reports a passed level 1. */
async function passLevel1Ended() {
  const { state, replay } = playLevel(1, 42, perfectClicks);
  const ended = { level: 1, passed: true, reason: null, stats: state.stats, replay };
  act(() => {
    window.dispatchReactUnityEvent(AIM_TRAIN_GAME.events.levelEnded, encodeLevelEnded(ended));
  });
}

/** The LevelVerdict parameters the page sent the game, decoded. */
const verdictsSent = () =>
  sendMessage.mock.calls
    .filter(([gameObject, method]) => gameObject === 'AimTrain' && method === 'LevelVerdict')
    .map(([, , parameter]) => JSON.parse(parameter as string) as unknown);

describe('Aim Train: the api verdict goes to the game', () => {
  it('tells the game the api counted a pass, once it answered', async () => {
    let answer: (value: unknown) => void = () => undefined;
    resultAnswers(() => new Promise((resolve) => (answer = resolve)));
    await passLevel1();
    // Nothing yet: while the result is on its way neither the popup nor the canvas says 'completed'.
    expect(await screen.findByRole('dialog', { name: 'Saving your result...' })).toBeInTheDocument();
    expect(screen.queryByText(/completed/)).not.toBeInTheDocument();
    expect(verdictsSent()).toEqual([]);
    await act(async () =>
      answer({
        data: { success: true, message: 'Level 1 completed!', data: { credited: 10, passed: true } },
      }),
    );
    expect(await screen.findByText('10 credits added to your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Level 1 completed!' })).toBeInTheDocument();
    expect(verdictsSent()).toEqual([{ level: 1, counted: true }]);
  });

  it('tells the game a pass the api refused as not human does not count', async () => {
    resultAnswers(async () => {
      throw failedRequest(400, { success: false, message: MESSAGES.NOT_HUMAN.message });
    });
    await passLevel1();
    expect(
      await screen.findByRole('dialog', { name: `Level 1 failed! Reason: ${MESSAGES.NOT_HUMAN.message}` }),
    ).toBeInTheDocument();
    expect(verdictsSent()).toEqual([{ level: 1, counted: false }]);
  });

  it('tells the game a pass the api did not answer was not counted', async () => {
    resultAnswers(async () => {
      throw failedRequest();
    });
    await passLevel1();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(verdictsSent()).toEqual([{ level: 1, counted: false }]);
  });
});

describe('Aim Train on a phone: the result popup is not left behind the fullscreen game', () => {
  it('leaves fullscreen once the level ends, not before', async () => {
    // A stand-in for the game's stage in fullscreen; leaving it tells the page, as a browser does.
    const stage = document.body.appendChild(document.createElement('div'));
    let inFullscreen: Element | null = stage;
    const exitFullscreen = jest.fn(async () => {
      inFullscreen = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => inFullscreen });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
    try {
      resultAnswers(async () => ({
        data: { success: true, message: 'Level 1 completed!', data: { credited: 10, passed: true } },
      }));
      renderWithProviders(<AimTrainPage />, { route: '/aim-train', path: '/aim-train', state: session });
      await loaderScriptLoads(manifest);
      progress(1);
      await act(async () => finish(fakeInstance(document.querySelector('canvas') as HTMLCanvasElement)));
      // In play: the game keeps the whole screen.
      expect(exitFullscreen).not.toHaveBeenCalled();
      await passLevel1Ended();
      expect(await screen.findByRole('dialog', { name: 'Level 1 completed!' })).toBeInTheDocument();
      expect(exitFullscreen).toHaveBeenCalled();
    } finally {
      stage.remove();
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
    }
  });
});
