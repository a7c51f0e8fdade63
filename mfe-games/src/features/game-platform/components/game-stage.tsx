import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Unity } from 'react-unity-webgl';
import type { GameLoader } from '../hooks/use-game-loader';
import { useMobileLandscape } from '../hooks/use-mobile-landscape';
import { GameError } from './game-error';
import { GameProgress } from './game-progress';
import { RotateNotice } from './rotate-notice';
import './game-stage.css';

/** How long the complete progress bar stays after the game loaded. */
export const PROGRESS_HOLD_MS = 400;

export interface GameStageProps {
  loader: GameLoader;
  totalBytes: number;
  /** The game's name, the canvas's accessible name. */
  title: string;
  loadingLabel?: string;
  /** Controls drawn over the game once it runs (e.g. a mute toggle); they stay in fullscreen. */
  children?: ReactNode;
  /** A line under the rotate notice's request: what goes on behind it (e.g. the match's phase). */
  rotateDetail?: string | null;
}

/**
 * The game area every game page uses: the game's canvas (react-unity-webgl), the progress
 * overlay while it loads, the error screen, and the rotate notice in mobile portrait.
 */
export function GameStage({
  loader,
  totalBytes,
  title,
  loadingLabel,
  children,
  rotateDetail,
}: GameStageProps) {
  // Fullscreen goes to the game element, not the page, so nothing else covers the field.
  const stage = useRef<HTMLDivElement>(null);
  const { showRotateNotice } = useMobileLandscape(stage);
  // The finished bar (100%, X MB of X MB) stays a moment, so players see the download complete.
  const [progressShown, setProgressShown] = useState(true);
  const loaded = loader.status === 'loaded';
  useEffect(() => {
    if (!loaded) return undefined;
    const timer = setTimeout(() => setProgressShown(false), PROGRESS_HOLD_MS);
    return () => clearTimeout(timer);
  }, [loaded]);
  if (loader.status === 'error') {
    return (
      <div className="game-stage game-stage--error">
        <GameError />
      </div>
    );
  }
  return (
    <div className="game-stage" data-status={loader.status} ref={stage}>
      <Unity
        unityProvider={loader.unityProvider}
        className="game-stage__canvas"
        style={{ visibility: loader.status === 'loaded' ? 'visible' : 'hidden' }}
        tabIndex={0}
      />
      <span className="pz-visually-hidden">{title}</span>
      {loaded && children}
      {(!loaded || progressShown) && (
        <div className="game-stage__overlay">
          <GameProgress
            progress={loaded ? 1 : loader.progress}
            totalBytes={totalBytes}
            label={loadingLabel}
          />
        </div>
      )}
      {showRotateNotice && (
        <div className="game-stage__overlay game-stage__overlay--rotate">
          <RotateNotice detail={rotateDetail} />
        </div>
      )}
    </div>
  );
}
