import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@portal/shared/query';
import { useOnline } from './use-online';
import { useT } from '../../i18n';
import './offline-banner.css';

/** The banners' English words (shell.offline.* in the catalog). */
export const OFFLINE_TEXT = "You're offline. PlayZone will reconnect when your connection returns.";
export const BACK_ONLINE_TEXT = 'Back online.';
const BACK_ONLINE_MS = 3000;

/**
 * A banner while the browser is offline, and a short 'Back online.' when the connection returns.
 * On return every query that failed or waited while offline is fetched again, so screens recover
 * by themselves (remote slots retry on the same event).
 */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  const queryClient = useQueryClient();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return undefined;
    }
    if (!wasOffline.current) return undefined;
    wasOffline.current = false;
    setBackOnline(true);
    void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status !== 'success' });
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [online, queryClient]);

  // The live region stays in the page, so screen readers announce the change of its text.
  return (
    <div className="offline-banner-region" role="status" aria-live="polite">
      {!online && <p className="offline-banner offline-banner--offline">{t('shell.offline.offline')}</p>}
      {online && backOnline && (
        <p className="offline-banner offline-banner--online">{t('shell.offline.back')}</p>
      )}
    </div>
  );
}
