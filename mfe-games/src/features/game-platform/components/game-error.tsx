import { useT } from '../../../i18n';
import { useReloadWhenVisible } from '../hooks/use-reload-when-visible';

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
  const t = useT();
  return (
    <div className="game-error" role="alert">
      <p>
        <strong>{t('games.error.title')}</strong> {t('games.error.message')}
      </p>
      <button type="button" className="pz-button" onClick={onReload}>
        {t('games.error.reload')}
      </button>
    </div>
  );
}
