import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiClient } from '@portal/shared/api';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { CANNON_CLASH_GAME, encodeMatchEnded, encodePhase } from '../../../game-contracts/cannon-clash';
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
  testManifest,
} from '../../../testing/unity-page';
import { hasUrdu, latinWords, screenText, toEnglish, toUrdu } from '../../../testing/urdu';
import { CannonClashPage } from './cannon-clash-page';

const ROOM = 'PZ-7K4Q2M';
const manifest = testManifest(
  'cannon-clash',
  { loader: 1000, framework: 2000, code: 100_000, data: 940_576 },
  1_042_576,
);
const post = jest.fn<(url: string, body?: unknown) => Promise<unknown>>();
const champion = { stage: 'champion', tournamentName: 'Karachi Cup', prize: 5000, currency: 'rupees' };

beforeEach(async () => {
  await toUrdu();
  installFakeUnity(manifest);
  resetSession();
  post.mockReset();
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { eslgames: [] } } });
  post.mockImplementation(async (url: string) => {
    if (url === '/v1/esl/tournament/match/result')
      return { data: { success: true, data: { success: true, errors: null, outcome: champion } } };
    if (url === '/v1/esl/tournament/match/checkin')
      return { data: { success: false, message: 'Your match has not started yet.', start_game: false } };
    return { data: { success: true } };
  });
  jest.spyOn(apiClient, 'post').mockImplementation(post);
});

afterEach(async () => {
  jest.useRealTimers();
  unstubAllGlobals();
  jest.restoreAllMocks();
  await toEnglish();
});

const renderPage = (state: unknown) =>
  renderWithProviders(<CannonClashPage />, { route: '/cannon-clash', path: '/cannon-clash', state });

async function loadGame() {
  renderPage({ roomId: ROOM, tournamentId: 12, startGame: true });
  await loaderScriptLoads(manifest);
  await screen.findByText('ملٹی پلیئر گیم لوڈ ہو رہی ہے... 0%');
  const canvas = document.querySelector('canvas') as HTMLCanvasElement;
  jest.useFakeTimers({ doNotFake: [...notTimeouts] });
  progress(1);
  await act(async () => finish(fakeInstance(canvas)));
}

const emit = (event: string, parameter: string) =>
  act(() => {
    window.dispatchReactUnityEvent(event, parameter);
  });
const status = () => screen.getAllByRole('status').find((e) => e.classList.contains('cannon-clash__status'));

describe('CannonClashPage in Urdu', () => {
  it('plays the match in Urdu: phases, the end popup with the reason and the prize, no English left', async () => {
    await loadGame();
    expect(screen.getByText(`Room ID: ${ROOM}`)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(status()).toHaveTextContent('روم میں شامل ہو رہے ہیں...');
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'waiting', side: 0, countdown: 3 }));
    expect(status()).toHaveTextContent('تیار ہو جائیں! 3');
    emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: 'playing', side: 0 }));
    expect(status()).toHaveTextContent('گیم شروع! جیتنے کے لیے دشمن کے ٹاور گرائیں!');
    jest.useRealTimers();
    emit(CANNON_CLASH_GAME.events.ended, encodeMatchEnded({ victory: true, reason: 'coin', recorded: true }));
    const dialog = await screen.findByRole('dialog', { name: 'شاباش! آپ جیت گئے!' });
    expect(dialog).toHaveTextContent('وقت ختم اور سب کچھ برابر: ٹاس آپ کے حق میں رہا۔');
    expect(
      await screen.findByText(
        'آپ نے Karachi Cup جیت لیا! 5,000 روپے آپ کی انعامی رقم میں جمع کر دیے گئے ہیں۔',
      ),
    ).toBeInTheDocument();
    const text = screenText();
    expect(hasUrdu(text)).toBe(true);
    // The Room ID and the tournament's name are the operator's, not the page's.
    expect(latinWords(text, [ROOM, 'Karachi Cup'])).toEqual([]);
  });

  it('gives the game its Urdu canvas labels, right to left', async () => {
    await loadGame();
    const call = sendMessage.mock.calls.find(([, method]) => method === SET_LANGUAGE_METHOD) as [
      string,
      string,
      string,
    ];
    expect(call[0]).toBe(CANNON_CLASH_GAME.gameObject);
    const language = decodeGameLanguage(call[2]);
    expect(language).toMatchObject({ locale: 'ur', dir: 'rtl' });
    expect(language?.labels).toMatchObject({
      you: 'آپ',
      countdown: 'تیار ہو جائیں! {seconds}',
      'reason.forfeit.win': 'مخالف نے میچ نہیں کھیلا: آپ واک اوور سے جیت گئے۔',
    });
  });

  it('says a connection error in Urdu, even when the server refused in English', async () => {
    await loadGame();
    emit(CANNON_CLASH_GAME.events.connectionError, 'Connection lost, reconnecting...');
    expect(status()).toHaveTextContent('کنکشن میں خرابی: کنکشن ٹوٹ گیا، دوبارہ جڑ رہے ہیں...');
    emit(CANNON_CLASH_GAME.events.connectionError, 'This room is full.');
    expect(status()).toHaveTextContent('کنکشن میں خرابی: گیم سرور نے کنکشن قبول نہیں کیا');
  });

  it('shows a check-in refusal without a code as its own Urdu text', async () => {
    renderPage({ roomId: ROOM, tournamentId: 12, startGame: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('کچھ غلط ہو گیا۔');
    expect(screen.getByRole('link', { name: 'ٹورنامنٹس پر واپس' })).toHaveAttribute('href', '/tournaments');
  });
});
