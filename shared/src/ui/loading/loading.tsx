import { useSharedT } from '../use-shared-t';

export interface LoadingProps {
  label?: string;
  /** Reserve this much height so the page does not jump when the data arrives. */
  minHeight?: number | string;
}

export function Loading({ label, minHeight }: LoadingProps) {
  const t = useSharedT();
  return (
    <div className="pz-loading" role="status" aria-live="polite" style={{ minHeight }}>
      <span className="pz-spinner" aria-hidden="true" />
      <span>{label ?? t('shared.loading')}</span>
    </div>
  );
}
