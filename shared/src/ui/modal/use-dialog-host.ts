import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void) {
  document.addEventListener('fullscreenchange', notify);
  return () => document.removeEventListener('fullscreenchange', notify);
}

/**
 * Where a dialog goes: into the element in fullscreen when there is one (e.g. a game's stage on a
 * phone), since only that element and what it holds are drawn in fullscreen; else the page's body.
 * Follows the element as fullscreen is entered and left.
 */
export function useDialogHost(): Element | null {
  return useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement ?? document.body,
    () => null,
  );
}
