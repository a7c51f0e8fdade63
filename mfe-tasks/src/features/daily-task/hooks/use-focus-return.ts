import { useLayoutEffect } from 'react';

/**
 * Where focus goes when a popup closes. The popup's `Modal` gives it back to the element that had
 * it when the popup opened; a popup that opened with nothing focused (a start-up popup, or one that
 * follows another popup whose button has left the page) would leave it on the page body, so this
 * puts it on the page's main region instead, where the next Tab continues through the page.
 */
export function useFocusReturn(open: boolean) {
  // A layout effect: it sees the focus before the Modal's trap moves it into the popup.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement;
    return () => {
      const returnsToOpener = opener instanceof HTMLElement && opener !== document.body && opener.isConnected;
      if (returnsToOpener) return;
      document.querySelector<HTMLElement>('main')?.focus();
    };
  }, [open]);
}
