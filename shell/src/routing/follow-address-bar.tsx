import { useEffect } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';

/**
 * Takes up an address the router missed while it was being made. The router reads the address when
 * it is created, during the portal's first render, and listens for Back and Forward only once that
 * render commits; the first render runs in a transition, so a history entry made in between (a
 * Back press on a slow phone, a link pushed by another script) left the router on the page it was
 * made with while the address bar showed another. Once mounted, it goes to the address the bar
 * shows, with that entry's routing state.
 */
export function FollowAddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname === location.pathname && search === location.search) return;
    const entry = window.history.state as { usr?: unknown } | null;
    void navigate(`${pathname}${search}${hash}`, { replace: true, state: entry?.usr });
    // Once, on mount: later entries reach the router through its own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
