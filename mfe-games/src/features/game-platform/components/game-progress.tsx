import { useT } from '../../../i18n';
import { downloadedText, loadingText } from '../lib/format';

export interface GameProgressProps {
  /** 0..1 from the loader. */
  progress: number;
  /** Bytes the loader downloads (the build manifest's downloadBytes). */
  totalBytes: number;
  label?: string;
}

/** 'Loading game... N%' with a progress bar and 'X MB / {size} MB'. */
export function GameProgress({ progress, totalBytes, label: given }: GameProgressProps) {
  const t = useT();
  const label = given ?? t('games.loading.game');
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div className="game-progress" role="status" aria-live="polite">
      <p className="game-progress__label">{loadingText(label, progress)}</p>
      <div
        className="game-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="game-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {totalBytes > 0 && <p className="game-progress__bytes">{downloadedText(progress, totalBytes)}</p>}
    </div>
  );
}
