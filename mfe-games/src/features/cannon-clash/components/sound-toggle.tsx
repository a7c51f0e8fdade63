import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import type { GameLoader } from '../../game-platform/hooks/use-game-loader';
import { CANNON_CLASH_GAME, encodeMuted, SOUND_BUTTON } from '../../../game-contracts/cannon-clash';

/** The player's choice outlives the page: a preference of this browser, not session state. */
export const MUTED_KEY = 'pz-cannon-clash-muted';

function storedMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Where the toggle sits over the game: clear of both cannons and the towers (SOUND_BUTTON). */
const PLACE = {
  top: SOUND_BUTTON.top,
  insetInlineStart: `calc(50% + ${SOUND_BUTTON.afterCentre}px)`,
  width: SOUND_BUTTON.size,
  height: SOUND_BUTTON.size,
};

/**
 * The mute toggle over the game: the choice is kept at once (also while the game still loads), and
 * the game is told (SetMuted) when it has loaded and on every change after.
 */
export function SoundToggle({ loader }: { loader: GameLoader }) {
  const [muted, setMuted] = useState(storedMuted);
  const t = useT();
  const { status, send } = loader;
  useEffect(() => {
    try {
      window.localStorage.setItem(MUTED_KEY, muted ? '1' : '0');
    } catch {
      // storage refused (private mode): the choice lasts for this page only
    }
  }, [muted]);
  useEffect(() => {
    if (status !== 'loaded') return;
    send(CANNON_CLASH_GAME.gameObject, CANNON_CLASH_GAME.methods.setMuted, encodeMuted(muted));
  }, [status, send, muted]);
  return (
    <button
      type="button"
      className="cannon-clash__sound"
      style={PLACE}
      aria-label={t('games.cannon.sound.label')}
      aria-pressed={!muted}
      title={t(muted ? 'games.cannon.sound.off' : 'games.cannon.sound.on')}
      onClick={() => setMuted((m) => !m)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        )}
      </svg>
    </button>
  );
}
