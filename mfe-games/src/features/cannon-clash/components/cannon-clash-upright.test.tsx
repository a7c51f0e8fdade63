import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiClient } from '@portal/shared/api';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { CANNON_CLASH_GAME, encodePhase } from '../../../game-contracts/cannon-clash';
import { stubPhone, unstubAllGlobals } from '../../../testing/globals';
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
import { CannonClashPage } from './cannon-clash-page';

// A tournament match opened on a phone held upright: opening the page is being there. The game
// joins the room at once behind the rotate notice and is told when the player can see it.

const manifest = testManifest(
  'cannon-clash',
  { loader: 1000, framework: 2000, code: 100_000, data: 940_576 },
  1_042_576,
);

beforeEach(() => {
  installFakeUnity(manifest);
  resetSession();
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { eslgames: [] } } });
  jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true } });
});

afterEach(() => {
  jest.useRealTimers();
  unstubAllGlobals();
  jest.restoreAllMocks();
});

async function loadMatch() {
  renderWithProviders(<CannonClashPage />, {
    route: '/cannon-clash',
    path: '/cannon-clash',
    state: { roomId: 'PZ-7K4Q2M', tournamentId: 12, startGame: true },
  });
  await loaderScriptLoads(manifest);
  await screen.findByText('Loading multiplayer game... 0%');
  jest.useFakeTimers({ doNotFake: [...notTimeouts] });
  progress(1);
  await act(async () => finish(fakeInstance(document.querySelector('canvas') as HTMLCanvasElement)));
  act(() => jest.advanceTimersByTime(1000));
}

/** What the page sent the game: [method, parameter] in order. */
const sent = () => sendMessage.mock.calls.map(([, method, parameter]) => [method, parameter]);
const status = () => document.querySelector('p.cannon-clash__status');
const phase = (payload: Parameters<typeof encodePhase>[0]) =>
  act(() => {
    window.dispatchReactUnityEvent(CANNON_CLASH_GAME.events.phase, encodePhase(payload));
  });

describe('CannonClashPage on a phone held upright', () => {
  it('joins the room 1000 ms after the game loaded, behind the rotate notice, the game told it is not seen', async () => {
    stubPhone({ upright: true });
    await loadMatch();
    expect(screen.getByText('Please rotate your device to landscape mode')).toBeInTheDocument();
    expect(sent()).toEqual([
      ['SetReady', 'false'],
      ['JoinRoom', expect.stringContaining('"roomId":"PZ-7K4Q2M"')],
    ]);
    // The room has the opponent too: this player is asked to turn the phone to start.
    phase({ phase: 'waiting', side: 1, opponent: 'ready' });
    expect(status()).toHaveTextContent('Your opponent is here. Turn your phone to landscape to start.');
    // The notice says it too: a stage in fullscreen hides the phase line.
    expect(document.querySelector('.game-rotate')).toHaveTextContent(
      'Please rotate your device to landscape modeYour opponent is here. Turn your phone to landscape to start.',
    );
  });

  it('tells the game each turn of the phone, and never joins the room a second time', async () => {
    const phone = stubPhone({ upright: true });
    await loadMatch();
    act(() => phone.turn());
    expect(screen.queryByText('Please rotate your device to landscape mode')).not.toBeInTheDocument();
    act(() => phone.turn());
    act(() => phone.turn());
    act(() => jest.advanceTimersByTime(5000));
    expect(
      sent().map(([method, parameter]) => `${method}:${method === 'JoinRoom' ? '' : parameter}`),
    ).toEqual(['SetReady:false', 'JoinRoom:', 'SetReady:true', 'SetReady:false', 'SetReady:true']);
  });

  it('says nothing of readiness on a phone held sideways, which sees the game from the start', async () => {
    stubPhone({ upright: false });
    await loadMatch();
    expect(sent().map(([method]) => method)).toEqual(['JoinRoom']);
    phase({ phase: 'waiting', side: 0, opponent: 'present' });
    expect(status()).toHaveTextContent(
      'Your opponent is here. Waiting for them to turn their phone to landscape...',
    );
  });
});
