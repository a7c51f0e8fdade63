import { useSharedT } from '../use-shared-t';

export interface ErrorMessageProps {
  message: string;
  /** docs/product/access-and-start-up.md: list loading errors display 'Error: {message}'. */
  prefixed?: boolean;
  onRetry?: () => void;
}

export function ErrorMessage({ message, prefixed = true, onRetry }: ErrorMessageProps) {
  const t = useSharedT();
  return (
    <div className="pz-error" role="alert">
      <p>{prefixed ? t('shared.error.prefixed', { message }) : message}</p>
      {onRetry && (
        <button type="button" className="pz-button pz-button--secondary" onClick={onRetry}>
          {t('shared.error.retry')}
        </button>
      )}
    </div>
  );
}
