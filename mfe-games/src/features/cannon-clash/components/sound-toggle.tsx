import { useEffect, useState } from 'react';
import type { GameLoader } from '../../game-platform/hooks/use-game-loader';
import { CANNON_CLASH_GAME, encodeMuted } from '../lib/game-contract';

/** The player's choice outlives the page: a preference of this browser, not session state. */
export const MUTED_KEY = 'pz-cannon-clash-muted';

function storedMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The mute toggle over the game: tells the game (SetMuted) at load and on every change. */
export function SoundToggle({ loader }: { loader: GameLoader }) {
  const [muted, setMuted] = useState(storedMuted);
  const { status, send } = loader;
  useEffect(() => {
    if (status !== 'loaded') return;
    send(CANNON_CLASH_GAME.gameObject, CANNON_CLASH_GAME.methods.setMuted, encodeMuted(muted));
    try {
      window.localStorage.setItem(MUTED_KEY, muted ? '1' : '0');
    } catch {
      // storage refused (private mode): the choice lasts for this page only
    }
  }, [status, send, muted]);
  return (
    <button
      type="button"
      className="cannon-clash__sound"
      aria-label="Sound effects"
      aria-pressed={!muted}
      title={muted ? 'Sound off' : 'Sound on'}
      onClick={() => setMuted((m) => !m)}
    >
      <span aria-hidden="true">{muted ? '🔇' : '🔊'}</span>
    </button>
  );
}
