import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@portal/shared/router';

/**
 * A page reached by a link or the menu opens at its top. The window is the portal's one scroller and
 * keeps its position across a move inside the app, so the leaderboard reached from the bottom of
 * the rewards opened at the bottom of its own list, its heading out of sight. Back and Forward
 * (POP) leave the position to the browser, which restores where the subscriber was; a change of the
 * query alone (a tab, a filter) keeps it.
 */
export function NewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // The page changes with its path; the navigation type is read as of that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
