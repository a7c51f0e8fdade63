import { useEffect } from 'react';

export interface ReviewKeys {
  next: () => void;
  previous: () => void;
  approve?: () => void;
  reject?: () => void;
}

/** J/K (or the arrows) move through the queue, A approves, R opens the reject reason; never while typing. */
export function useReviewKeys(keys: ReviewKeys, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const actions: Record<string, (() => void) | undefined> = {
        j: keys.next,
        ArrowDown: keys.next,
        k: keys.previous,
        ArrowUp: keys.previous,
        a: keys.approve,
        r: keys.reject,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys, enabled]);
}
