import { useEffect } from 'react';
import { ErrorMessage } from '@portal/shared/ui';
import { useT } from '../../i18n';
import { startupEntryUrl } from './use-startup';

/** Loads the address start-up began with again (the menu may have moved the address since). */
const retry = () => window.location.replace(startupEntryUrl());

/**
 * In place of the page when the api did not answer start-up's token exchange (asked three times):
 * the stored session and the entry address are kept, and Retry, or the connection coming back,
 * loads that address again (docs/product/access-and-start-up.md, Start-up).
 */
export function StartupUnreachable() {
  const t = useT();
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  return <ErrorMessage message={t('shell.startup.unreachable')} prefixed={false} onRetry={retry} />;
}
