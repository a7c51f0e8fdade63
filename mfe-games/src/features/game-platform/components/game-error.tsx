import { useReloadWhenVisible } from '../hooks/use-reload-when-visible';

export const GAME_ERROR_MESSAGE =
  'There was an error loading the game. This may be due to WebGL compatibility issues.';

export interface GameErrorProps {
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * docs/product/games.md: the load failure screen; Reload Game reloads the page, and so does the
 * page becoming visible again while this screen shows.
 */
export function GameError({ onReload = reloadPage }: GameErrorProps) {
  useReloadWhenVisible(true, onReload);
  return (
    <div className="game-error" role="alert">
      <p>
        <strong>Game Error:</strong> {GAME_ERROR_MESSAGE}
      </p>
      <button type="button" className="pz-button" onClick={onReload}>
        Reload Game
      </button>
    </div>
  );
}
