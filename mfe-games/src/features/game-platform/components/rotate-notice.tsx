import { useT } from '../../../i18n';

/** Shown over the game on a phone held upright. */
export function RotateNotice() {
  const t = useT();
  return (
    <div className="game-rotate" role="status">
      <span className="game-rotate__icon" aria-hidden="true">
        ⟳
      </span>
      <p>{t('games.rotate')}</p>
    </div>
  );
}
