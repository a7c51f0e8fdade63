export interface RemoteErrorPanelProps {
  title: string;
  onRetry: () => void;
}

/** What a slot shows when its remote is unreachable; the rest of the portal keeps working. */
export function RemoteErrorPanel({ title, onRetry }: RemoteErrorPanelProps) {
  return (
    <div className="remote-error-panel" role="alert" data-testid="remote-error-panel">
      <h2>{title}</h2>
      <p>This part of the portal could not be loaded right now. Check your connection and try again.</p>
      <button type="button" className="pz-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
