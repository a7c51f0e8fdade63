import { useEffect } from 'react';

/** docs/product/games.md: after a game load error, the page reloads when it becomes visible again. */
export function useReloadWhenVisible(active: boolean, reload: () => void = () => window.location.reload()) {
  useEffect(() => {
    if (!active) return undefined;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [active, reload]);
}
