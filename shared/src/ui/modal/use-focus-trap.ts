import { useEffect, useRef, type RefObject } from 'react';

/** Open traps, innermost last: only the innermost one handles keys. */
const openTraps: HTMLElement[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where focus goes when a trap ends: back to the element that had it when the trap began; when that
 * was the page body (a popup opened at start-up) or has left the page (the button of a popup that
 * opened this one), to the page's main region, where the next Tab continues through the page.
 */
function giveFocusBack(previous: Element | null) {
  if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) previous.focus();
  else document.querySelector<HTMLElement>('main')?.focus();
}

/**
 * While active: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape calls
 * onEscape wherever focus is, and focus returns to where it was when the trap ends.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void) {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previous = document.activeElement;
    const focusables = () => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
    const focusFirst = () => (focusables()[0] ?? container).focus();
    focusFirst();
    // A container that is still being revealed (a CSS transition) may refuse focus for a frame.
    const retry = requestAnimationFrame(() => {
      if (!container.contains(document.activeElement)) focusFirst();
    });

    openTraps.push(container);
    const onKeyDown = (event: KeyboardEvent) => {
      if (openTraps[openTraps.length - 1] !== container) return;
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = container.contains(document.activeElement);
      if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(retry);
      openTraps.splice(openTraps.indexOf(container), 1);
      document.removeEventListener('keydown', onKeyDown);
      giveFocusBack(previous);
    };
  }, [ref, active]);
}
