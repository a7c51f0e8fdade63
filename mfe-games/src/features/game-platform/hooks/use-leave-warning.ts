import { useEffect } from 'react';

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

/**
 * While `active`, leaving the page asks first. Closing or reloading the tab gets the browser's own
 * 'Leave site?' question (the browser words it; pages cannot); a link or the menu inside the portal
 * gets `question`, and staying keeps the page. Used while a level is in play: leaving then fails
 * the level. (Back is not held: the shell's BrowserRouter has no blocker, docs/product/games.md.)
 */
export function useLeaveWarning(active: boolean, question: string) {
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set as well.
      event.returnValue = true;
    };
    // In the capture phase on the document: before the router's own click handler on the root.
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, question]);
}
