import { useT } from '../i18n';

export interface RemoteErrorPanelProps {
  title: string;
  onRetry: () => void;
}

/** What a slot shows when its remote is unreachable; the rest of the portal keeps working. */
export function RemoteErrorPanel({ title, onRetry }: RemoteErrorPanelProps) {
  const t = useT();
  return (
    <div className="remote-error-panel" role="alert" data-testid="remote-error-panel">
      <h2>{title}</h2>
      <p>{t('shell.remote.body')}</p>
      <button type="button" className="pz-button" onClick={onRetry}>
        {t('shell.remote.retry')}
      </button>
    </div>
  );
}
