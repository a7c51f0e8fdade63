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

/** Marks a guard entry in its history state; the router reads only its own keys there. */
const GUARD_KEY = 'levelGuard';

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/**
 * A page's guard entry: the same address and routing state as the page's own entry (the router
 * shows the same page there), tagged with an id of this visit, so that a guard an earlier visit
 * left behind is told apart.
 */
function makeGuard() {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return {
    /** Whether the browser is on this visit's guard entry. */
    here: () => historyState()[GUARD_KEY] === id,
    /** Whether it is on a guard an earlier visit left (Forward onto it, or a reload on it). */
    left: () => {
      const tag = historyState()[GUARD_KEY];
      return tag !== undefined && tag !== id;
    },
    push: () => window.history.pushState({ ...historyState(), [GUARD_KEY]: id }, '', window.location.href),
  };
}

/**
 * Holds the browser's Back while `active`: a guard entry of the same page lies on top of the
 * page's own, so Back lands on the page itself (nothing moves), the guard goes on again at once
 * (a second Back while the question is open is held too) and `onBack` asks; Forward onto a guard
 * answers as staying (`onForward`). When `active` ends the page steps off its guard, so no later
 * Back press lands on a copy of the page, and a page opened on a guard an earlier visit left steps
 * off it at once. `stepBack(then, steps)`: the browser goes back `steps` entries (1: off the guard;
 * 2: past the page) and `then` runs once it is there.
 */
function useBackGuard(active: boolean, onBack: () => void, onForward: () => void) {
  const [guard] = useState(makeGuard);
  const activeRef = useRef(false);
  // What to do once a Back the page made itself has landed: its popstate asks nothing.
  const landing = useRef<(() => void) | null>(null);
  const stepBack = useCallback((then: () => void, steps = 1) => {
    landing.current = then;
    window.history.go(-steps);
  }, []);
  useEffect(() => {
    if (guard.left() && !landing.current) stepBack(() => undefined);
  }, [guard, stepBack]);
  useEffect(() => {
    const onPopState = () => {
      const then = landing.current;
      landing.current = null;
      if (then) then();
      else if (activeRef.current && guard.here()) onForward();
      else if (activeRef.current) {
        guard.push();
        onBack();
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [guard, onBack, onForward]);
  useEffect(() => {
    activeRef.current = active;
    if (!active) return undefined;
    const hold = () => {
      if (activeRef.current && !guard.here()) guard.push();
    };
    // A step back still on its way (the effect ran again at once): hold once it has landed.
    if (landing.current) landing.current = hold;
    else hold();
    return () => {
      activeRef.current = false;
      if (guard.here() && !landing.current) stepBack(() => undefined);
    };
  }, [active, guard, stepBack]);
  return { guard, stepBack };
}

/** Closing or reloading the tab asks the browser's question, and a leaving link is held (`hold`). */
function useHeldLinks(
  active: boolean,
  following: { current: boolean },
  hold: (link: HTMLAnchorElement) => void,
) {
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
      hold(link);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, following, hold]);
}

/** The portal's own question before the page is left: open while a link or Back waits for the answer. */
export interface LeaveQuestion {
  open: boolean;
  /** Keeps the page (the link is dropped; after Back, Back asks again). */
  stay: () => void;
  /** Follows the link that was held, or goes back. */
  leave: () => void;
}

/**
 * While `active`, leaving the page asks first. Closing or reloading the tab gets the browser's own
 * 'Leave site?' question (the browser words it; pages cannot); a link or the menu inside the portal
 * is held, and so is the browser's Back, and the page asks in its own dialog (`LeaveQuestion`, in
 * the portal's language: the browser's confirm box has its buttons in the browser's), and staying
 * keeps the page. Back is held with a guard history entry (`useBackGuard`), as the shell's
 * BrowserRouter has no blocker. Used while a level is in play: leaving then fails the level.
 */
export function useLeaveWarning(active: boolean): LeaveQuestion {
  const [held, setHeld] = useState<HTMLAnchorElement | 'back' | null>(null);
  // Set while the held link is followed, so its click passes this page's listener.
  const following = useRef(false);
  const navigate = useNavigate();
  // The game stage that was fullscreen when Back asked: the dialog is outside it, so it is left.
  const fullscreen = useRef<Element | null>(null);
  const askBack = useCallback(() => {
    fullscreen.current = document.fullscreenElement;
    if (fullscreen.current) void document.exitFullscreen().catch(() => undefined);
    setHeld('back');
  }, []);
  const drop = useCallback(() => setHeld(null), []);
  const { guard, stepBack } = useBackGuard(active, askBack, drop);
  useHeldLinks(active, following, setHeld);
  const follow = useCallback(
    (link: HTMLAnchorElement) => {
      if (!link.isConnected) {
        // Its menu closed meanwhile: the router goes to the same address.
        const to = new URL(link.href, window.location.href);
        navigate(`${to.pathname}${to.search}${to.hash}`);
        return;
      }
      following.current = true;
      try {
        link.click(); // the router takes it as the subscriber's own click
      } finally {
        following.current = false;
      }
    },
    [navigate],
  );
  const stay = useCallback(() => {
    setHeld(null);
    if (held !== 'back' || !active) return;
    // The guard went on again when Back asked, so the next Back asks too.
    if (!guard.here()) guard.push();
    // The press on Keep playing is the gesture a browser wants for fullscreen.
    void fullscreen.current?.requestFullscreen().catch(() => undefined);
    fullscreen.current = null;
  }, [held, active, guard]);
  const leave = useCallback(() => {
    setHeld(null);
    // Off the guard Back put on again, and past the page.
    if (held === 'back') stepBack(() => undefined, 2);
    // Off the guard first: the link's page then follows the page's own entry, as without a guard.
    else if (held && guard.here()) stepBack(() => follow(held));
    else if (held) follow(held);
  }, [held, guard, follow, stepBack]);
  return { open: active && held !== null, stay, leave };
}
