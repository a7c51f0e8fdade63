import { startTransition, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import { productConfig } from '@portal/shared/config';
import {
  dailyCheckinOpenAtom,
  dailyCheckinShownAtom,
  gameIdAtom,
  gameSelectorOpenAtom,
  gameSelectorShownAtom,
  portalStore,
} from '@portal/shared/session';
import { cleanedEntryUrl, runStartup, type StartupOutcome } from './startup';

export type StartupState = 'checking' | 'signed-in' | 'partner-guest' | 'leaving' | 'unreachable';

let started: Promise<StartupOutcome> | null = null;
let entryUrl: string | null = null;

/**
 * Starts the start-up flow once per page load, with the entry URL. boot.tsx calls it before the
 * first render, so the token exchange leaves while React renders the page rather than after it.
 */
export function beginStartup(entry: { pathname: string; search: string }): Promise<StartupOutcome> {
  entryUrl ??= `${entry.pathname}${entry.search}`;
  started ??= runStartup(entry);
  return started;
}

/** The address this page load's start-up began with (with its `a`, if it had one). */
export function startupEntryUrl(): string {
  return entryUrl ?? `${window.location.pathname}${window.location.search}`;
}

export interface Startup {
  state: StartupState;
  /** Signed in: the once-per-session popups may show (set apart from `state`, see below). */
  popups: boolean;
}

/** Runs the start-up flow once, then opens the once-per-session popups or goes to /rewards. */
export function useStartup(): Startup {
  const [state, setState] = useState<StartupState>('checking');
  const [popups, setPopups] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    const { pathname, search } = location;
    void beginStartup({ pathname, search }).then((outcome) => {
      if (cancelled) return;
      if (outcome.kind === 'landing') {
        setState('leaving');
        window.location.replace(productConfig.landingPageUrl);
        return;
      }
      // The address keeps its `a`: Retry loads the same page and exchanges it again.
      if (outcome.kind === 'unreachable') {
        setState('unreachable');
        return;
      }
      if (search.includes('a=')) navigate(cleanedEntryUrl(pathname, search), { replace: true });
      // The page's blocks render in a transition: React yields to the browser between them.
      if (outcome.kind === 'partner-guest') {
        startTransition(() => setState('partner-guest'));
        return;
      }
      startTransition(() => setState('signed-in'));
      // The popups' host renders at once, not in the page's transition: the check-in popup is small
      // and covers the page, and rendered with the page it painted only once all of the page had
      // (README, Page loads).
      setPopups(true);
      if (outcome.goToRewards) {
        portalStore.set(dailyCheckinShownAtom, 'true');
        portalStore.set(gameSelectorShownAtom, 'true');
        navigate('/rewards', { replace: true });
        return;
      }
      if (!portalStore.get(dailyCheckinShownAtom)) {
        portalStore.set(dailyCheckinShownAtom, 'true');
        portalStore.set(dailyCheckinOpenAtom, true);
      } else if (!portalStore.get(gameIdAtom) && !portalStore.get(gameSelectorShownAtom)) {
        portalStore.set(gameSelectorShownAtom, 'true');
        portalStore.set(gameSelectorOpenAtom, true);
      }
    });
    return () => {
      cancelled = true;
    };
    // Start-up runs once per page load, with the entry URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { state, popups };
}
