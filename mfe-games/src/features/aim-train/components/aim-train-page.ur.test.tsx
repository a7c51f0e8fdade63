import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiClient } from '@portal/shared/api';
import { renderWithProviders } from '@portal/shared/testing';
import { perfectClicks, playLevel } from '@portal/game-rules/aim-train';
import { AIM_TRAIN_GAME, encodeLevelEnded } from '../../../game-contracts/aim-train';
import { SET_LANGUAGE_METHOD, decodeGameLanguage } from '../../../game-contracts/game-language';
import { unstubAllGlobals } from '../../../testing/globals';
import {
  fakeInstance,
  finish,
  installFakeUnity,
  loaderScriptLoads,
  notTimeouts,
  progress,
  sendMessage,
} from '../../../testing/unity-page';
import { aimTrainManifest, aimTrainSession } from '../../../testing/aim-train-page';
import { hasUrdu, latinWords, screenText, toEnglish, toUrdu } from '../../../testing/urdu';
import { AimTrainPage } from './aim-train-page';

const session = aimTrainSession;
const manifest = aimTrainManifest;
const post = jest.fn<(url: string, body?: unknown) => Promise<unknown>>();

beforeEach(async () => {
  await toUrdu();
  installFakeUnity(manifest);
  post.mockReset();
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { eslgames: [] } } });
  post.mockImplementation(async (url: string) =>
    url.startsWith('/v1/esl-games')
      ? { data: { success: true, data: { sessionId: 's-1' } } }
      : { data: { success: true, message: 'Level 1 failed!', data: { credited: 0, passed: false } } },
  );
  jest.spyOn(apiClient, 'post').mockImplementation(post);
});

afterEach(async () => {
  jest.useRealTimers();
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  unstubAllGlobals();
  jest.restoreAllMocks();
  await toEnglish();
});

async function loadGame() {
  renderWithProviders(<AimTrainPage />, { route: '/aim-train', path: '/aim-train', state: session });
  await loaderScriptLoads(manifest);
  await screen.findByText('گیم لوڈ ہو رہی ہے... 0%');
  const canvas = document.querySelector('canvas') as HTMLCanvasElement;
  jest.useFakeTimers({ doNotFake: [...notTimeouts] });
  progress(1);
  await act(async () => finish(fakeInstance(canvas)));
}

describe('AimTrainPage in Urdu', () => {
  it('shows the page, the loading line and the result popup in Urdu, with no English left', async () => {
    await loadGame();
    expect(screen.getByRole('heading', { level: 1, name: 'Aim Train' })).toBeInTheDocument();
    expect(screen.getByText('لیول 1 · 10 کریڈٹس')).toBeInTheDocument();
    expect(screen.getByText('2.00 / 2.00 میگابائٹ')).toBeInTheDocument();
    jest.useRealTimers();
    const { state, replay } = playLevel(1, 42, () => []);
    const ended = { level: 1, passed: false, reason: state.reason, stats: state.stats, replay };
    act(() => {
      window.dispatchReactUnityEvent(AIM_TRAIN_GAME.events.levelEnded, encodeLevelEnded(ended));
    });
    const dialog = await screen.findByRole('dialog', { name: /^لیول 1 میں ناکامی! وجہ: / });
    expect(dialog).toHaveTextContent('بند کریں');
    const text = screenText();
    expect(hasUrdu(text)).toBe(true);
    expect(latinWords(text)).toEqual([]);
  });

  it('tells the game the language, direction, font and canvas labels before the level starts', async () => {
    await loadGame();
    const [gameObject, method, parameter] = sendMessage.mock.calls[0] as [string, string, string];
    expect([gameObject, method]).toEqual([AIM_TRAIN_GAME.gameObject, SET_LANGUAGE_METHOD]);
    const language = decodeGameLanguage(parameter);
    expect(language).toMatchObject({ locale: 'ur', dir: 'rtl' });
    expect(language?.font).toMatch(/^'Noto Nastaliq Urdu'/);
    expect(language?.labels).toMatchObject({
      heading: 'Aim Train · لیول {level}',
      hits: 'نشانے',
      failed: 'لیول {level} میں ناکامی! وجہ: {reason}',
      'reason.accuracy': 'نشانے کی درستی {percent}% سے کم رہی',
    });
    for (const label of Object.values(language?.labels ?? {})) {
      expect(latinWords(label.replace(/\{\w+\}/g, ''))).toEqual([]);
    }
    // Back in English the game gets its own texts again.
    await toEnglish();
    const last = sendMessage.mock.calls.at(-1) as [string, string, string];
    expect(last[1]).toBe(SET_LANGUAGE_METHOD);
    expect(decodeGameLanguage(last[2])?.labels.hits).toBe('Hits');
    await waitFor(() => expect(screen.getByText('Level 1 · 10 credits')).toBeInTheDocument());
  });

  it('says a passed level and its credits in Urdu', async () => {
    post.mockImplementation(async (url: string) =>
      url.startsWith('/v1/esl-games')
        ? { data: { success: true, data: { sessionId: 's-1' } } }
        : { data: { success: true, message: 'Level 1 completed!', data: { credited: 10, passed: true } } },
    );
    await loadGame();
    jest.useRealTimers();
    const { state, replay } = playLevel(1, 42, perfectClicks);
    const ended = { level: 1, passed: true, reason: null, stats: state.stats, replay };
    act(() => {
      window.dispatchReactUnityEvent(AIM_TRAIN_GAME.events.levelEnded, encodeLevelEnded(ended));
    });
    expect(await screen.findByRole('dialog', { name: 'لیول 1 مکمل!' })).toBeInTheDocument();
    expect(await screen.findByText('10 کریڈٹس آپ کے والٹ میں جمع ہو گئے۔')).toBeInTheDocument();
  });
});
