import { useT } from '../../../i18n';

/**
 * Shown over the game on a phone held upright. `detail`: what the game is doing meanwhile (e.g.
 * the match's phase line), since a stage in fullscreen shows nothing of the page around it; the
 * page says it too, so it is not announced twice.
 */
export function RotateNotice({ detail }: { detail?: string | null }) {
  const t = useT();
  return (
    <div className="game-rotate" role="status">
      <span className="game-rotate__icon" aria-hidden="true">
        ⟳
      </span>
      <p>{t('games.rotate')}</p>
      {detail && (
        <p className="game-rotate__detail" aria-hidden="true">
          {detail}
        </p>
      )}
    </div>
  );
}
