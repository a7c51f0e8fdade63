import { ErrorMessage } from '@portal/shared/ui';
import { useT } from '../../i18n';

/**
 * In place of the page when the api did not answer start-up's token exchange (asked three times):
 * the stored session and the entry address are kept, and Retry loads the same page again
 * (docs/product/access-and-start-up.md, Start-up).
 */
export function StartupUnreachable() {
  const t = useT();
  return (
    <ErrorMessage
      message={t('shell.startup.unreachable')}
      prefixed={false}
      onRetry={() => window.location.reload()}
    />
  );
}
