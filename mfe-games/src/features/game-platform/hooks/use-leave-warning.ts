import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks the browser's 'Leave site?' question first (the
 * browser words it; pages cannot). Used while a level is in play: leaving then fails the level.
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set as well.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
