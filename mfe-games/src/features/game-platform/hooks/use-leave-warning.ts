import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/shared/router';

/** A click that would move the page elsewhere in the portal: a same-tab link to another address. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  return to.pathname === here.pathname && to.search === here.search ? null : link;
}

/** The portal's own question before a link leaves: open while a link waits for the answer. */
export interface LeaveQuestion {
  open: boolean;
  /** Keeps the page (the link is dropped). */
  stay: () => void;
  /** Follows the link that was held. */
  leave: () => void;
}

/**
 * While `active`, leaving the page asks first. Closing or reloading the tab gets the browser's own
 * 'Leave site?' question (the browser words it; pages cannot); a link or the menu inside the portal
 * is held and the page asks in its own dialog (`LeaveQuestion`, in the portal's language: the
 * browser's confirm box has its buttons in the browser's), and staying keeps the page. Used while
 * a level is in play: leaving then fails the level. (Back is not held: the shell's BrowserRouter
 * has no blocker, docs/product/games.md.)
 */
export function useLeaveWarning(active: boolean): LeaveQuestion {
  const [held, setHeld] = useState<HTMLAnchorElement | null>(null);
  // Set while the held link is followed, so its click passes this page's listener.
  const following = useRef(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set as well.
      event.returnValue = true;
    };
    // In the capture phase on the document: before the router's own click handler on the root.
    const onClick = (event: MouseEvent) => {
      const link = following.current ? null : leavingLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(link);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
  const stay = useCallback(() => setHeld(null), []);
  const leave = useCallback(() => {
    setHeld(null);
    if (!held) return;
    if (!held.isConnected) {
      // Its menu closed meanwhile: the router goes to the same address.
      const to = new URL(held.href, window.location.href);
      navigate(`${to.pathname}${to.search}${to.hash}`);
      return;
    }
    following.current = true;
    try {
      held.click(); // the router takes it as the subscriber's own click
    } finally {
      following.current = false;
    }
  }, [held, navigate]);
  return { open: active && held !== null, stay, leave };
}
