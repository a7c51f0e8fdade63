export interface LoadingProps {
  label?: string;
  /** Reserve this much height so the page does not jump when the data arrives. */
  minHeight?: number | string;
}

export function Loading({ label = 'Loading...', minHeight }: LoadingProps) {
  return (
    <div className="pz-loading" role="status" aria-live="polite" style={{ minHeight }}>
      <span className="pz-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
