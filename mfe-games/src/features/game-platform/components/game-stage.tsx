import { Unity } from 'react-unity-webgl';
import type { GameLoader } from '../hooks/use-game-loader';
import { useMobileLandscape } from '../hooks/use-mobile-landscape';
import { GameError } from './game-error';
import { GameProgress } from './game-progress';
import { RotateNotice } from './rotate-notice';
import './game-stage.css';

export interface GameStageProps {
  loader: GameLoader;
  totalBytes: number;
  /** The game's name, the canvas's accessible name. */
  title: string;
  loadingLabel?: string;
}

/**
 * The game area every game page uses: the game's canvas (react-unity-webgl), the progress
 * overlay while it loads, the error screen, and the rotate notice in mobile portrait.
 */
export function GameStage({ loader, totalBytes, title, loadingLabel }: GameStageProps) {
  const { showRotateNotice } = useMobileLandscape();
  if (loader.status === 'error') {
    return (
      <div className="game-stage game-stage--error">
        <GameError />
      </div>
    );
  }
  return (
    <div className="game-stage" data-status={loader.status}>
      <Unity
        unityProvider={loader.unityProvider}
        className="game-stage__canvas"
        style={{ visibility: loader.status === 'loaded' ? 'visible' : 'hidden' }}
        tabIndex={0}
      />
      <span className="pz-visually-hidden">{title}</span>
      {loader.status === 'loading' && (
        <div className="game-stage__overlay">
          <GameProgress progress={loader.progress} totalBytes={totalBytes} label={loadingLabel} />
        </div>
      )}
      {showRotateNotice && (
        <div className="game-stage__overlay game-stage__overlay--rotate">
          <RotateNotice />
        </div>
      )}
    </div>
  );
}
